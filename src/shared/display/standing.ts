// Where a business stands, in one word the owner's screens explain the same way everywhere
// (the /profile card, the business dashboard, their own public page). The spec's labels stay
// (Published/Draft on /profile, Live/Hidden on the dashboard); the explanation tells which kind.
import { english } from '../i18n/english.ts';

export const STANDINGS = ['live', 'draft', 'hidden_by_owner', 'hidden_by_team', 'paused'] as const;
export type Standing = (typeof STANDINGS)[number];

export interface StandingInput {
  isPublished: boolean;
  /** Terms are accepted the first time a business is made public: set means it was public once. */
  termsAcceptedAt: Date | string | null;
  /** The marketplace team hid it (a moderation row exists). */
  hiddenByTeam: boolean;
  /** A pause of its state took it off the market (it comes back when the state is launched again). */
  pausedWithState: boolean;
}

export function businessStanding(b: StandingInput): Standing {
  if (b.hiddenByTeam) return 'hidden_by_team';
  if (b.pausedWithState && !b.isPublished) return 'paused';
  if (b.isPublished) return 'live';
  return b.termsAcceptedAt ? 'hidden_by_owner' : 'draft';
}

export interface StandingContext {
  standing: Standing;
  missingSteps: readonly number[];
  stateIsLive: boolean;
  businessState: string | null;
}

/** One sentence on where the business stands and what would change it. */
export function standingSentence(c: StandingContext): string {
  const state = c.businessState ?? 'your state';
  const first = c.missingSteps[0];
  switch (c.standing) {
    case 'live':
      return /*i18n*/ 'Shoppers can find your profile on the market.';
    case 'hidden_by_team':
      return /*i18n*/ 'Hidden by the marketplace team. Shoppers can’t see it until the team restores it.';
    case 'paused':
      return english._(
        /*i18n*/ 'Off the market while Locals Market is paused in {state}. Your profile is saved and comes back when {state} opens again.',
        { state },
      );
    // A state that is not live comes first: finishing the steps would not let it publish.
    case 'hidden_by_owner':
      if (!c.stateIsLive)
        return english._(/*i18n*/ 'Hidden: publishing opens again when {state} goes live.', { state });
      if (first !== undefined)
        return english._(/*i18n*/ 'Hidden: finish step {step} to publish it again.', { step: first });
      return /*i18n*/ 'Hidden by you. Shoppers can’t find it until you publish it again.';
    case 'draft':
      if (!c.stateIsLive)
        return english._(/*i18n*/ 'Not published yet: publishing opens when {state} goes live.', { state });
      if (first !== undefined)
        return english._(/*i18n*/ 'Not published yet: finish step {step}.', { step: first });
      return /*i18n*/ 'Not published yet: it’s ready whenever you are.';
  }
}
