// The emails of a launch and a pause, one per person, each with the outbox key that keeps it to
// one: waitlist keys name the state (told once, ever), owner keys name the launch or pause.
import type { Deps } from '../../context.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { launchOwnerEmail, launchWaitlistEmail, pauseOwnerEmail } from '../../mail/operator-templates.ts';
import { unsubscribePageUrl } from '../../mail/unsubscribe-links.ts';
import { unsubscribeToken } from '../waitlist/unsubscribe-token.ts';
import { type OwnerOfState, waitlistKey } from './launch-audience.ts';

export type MailDeps = Pick<Deps, 'db' | 'env' | 'authSecret' | 'mailer'>;
type Place = { slug: string; name: string };

const nameOf = (b: { name: string | null }) => b.name ?? 'Your business';

/** The owner's one business, or their dashboard when they have several there. */
export function ownerLink(origin: string, businessIds: string[]) {
  return businessIds.length === 1 ? `${origin}/dashboard/business/${businessIds[0]}` : `${origin}/dashboard`;
}

export function waitlistMessages(deps: MailDeps, state: Place, emails: string[]): MailMessage[] {
  const origin = deps.env.PUBLIC_URL;
  return emails.map((email) => {
    const token = unsubscribeToken(deps.authSecret, email);
    return {
      ...launchWaitlistEmail(email, {
        state: state.name,
        signUpUrl: `${origin}/auth?mode=signup`,
        browseUrl: `${origin}/market?state=${state.slug}`,
        unsubscribe: {
          pageUrl: unsubscribePageUrl(origin, 'waitlist', token),
          oneClickUrl: `${origin}/api/waitlist/unsubscribe?token=${encodeURIComponent(token)}`,
        },
      }),
      dedupeKey: waitlistKey(state.slug, email),
    };
  });
}

export function launchOwnerMessages(
  deps: MailDeps,
  state: Place,
  owners: OwnerOfState[],
  republished: Set<string>,
  launchId: string,
): MailMessage[] {
  return owners.map((owner) => ({
    ...launchOwnerEmail(owner.email, {
      state: state.name,
      republished: owner.businesses.filter((b) => republished.has(b.businessId)).map(nameOf),
      waiting: owner.businesses.filter((b) => !republished.has(b.businessId)).map(nameOf),
      url: ownerLink(
        deps.env.PUBLIC_URL,
        owner.businesses.map((b) => b.businessId),
      ),
    }),
    dedupeKey: `launch:${launchId}:owner:${owner.userId}`,
  }));
}

export function pauseOwnerMessages(
  deps: MailDeps,
  state: Place,
  owners: OwnerOfState[],
  pauseId: string,
): MailMessage[] {
  return owners.map((owner) => ({
    ...pauseOwnerEmail(owner.email, {
      state: state.name,
      names: owner.businesses.map(nameOf),
      url: ownerLink(
        deps.env.PUBLIC_URL,
        owner.businesses.map((b) => b.businessId),
      ),
    }),
    dedupeKey: `pause:${pauseId}:owner:${owner.userId}`,
  }));
}
