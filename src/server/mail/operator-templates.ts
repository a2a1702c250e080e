// The emails operator actions send (docs/product.md §23): a state's launch and pause, a business
// hidden or restored by the marketplace team. Same layout as every other email (templates.ts).
import type { MailMessage } from './mailer.ts';
import { render } from './templates.ts';

/** "A", "A and B", "A, B and C". */
export const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const launchWaitlistEmail = (
  to: string,
  p: {
    state: string;
    signUpUrl: string;
    browseUrl: string;
    unsubscribe: { pageUrl: string; oneClickUrl: string };
  },
): MailMessage =>
  render(to, {
    subject: `We're live in ${p.state}`,
    heading: `We're live in ${p.state}!`,
    intro: `You asked us to tell you when Locals Market opens in ${p.state}. It just did: owners there can now publish their profile, and shoppers can find them.`,
    action: 'Create your free account',
    url: p.signUpUrl,
    secondary: { label: `Browse the ${p.state} market`, url: p.browseUrl },
    outro: 'This is the one email we promised. We will not write again about this waitlist.',
    unsubscribe: p.unsubscribe,
  });

export const launchOwnerEmail = (
  to: string,
  p: { state: string; waiting: string[]; republished: string[]; url: string },
): MailMessage => {
  const lines = [`Locals Market is now live in ${p.state}.`];
  if (p.republished.length) lines.push(`${listOf(p.republished)} is public again, just as it was.`);
  if (p.waiting.length)
    lines.push(`You can publish ${listOf(p.waiting)} now: finish any missing steps and make it public.`);
  return render(to, {
    subject: `You can publish now: Locals Market is live in ${p.state}`,
    heading: 'You can publish now',
    intro: lines.join(' '),
    action: 'Open your business',
    url: p.url,
    outro: 'Thank you for waiting with us.',
  });
};

export const pauseOwnerEmail = (
  to: string,
  p: { state: string; names: string[]; url: string },
): MailMessage =>
  render(to, {
    subject: `Locals Market is paused in ${p.state}`,
    heading: `We've paused Locals Market in ${p.state}`,
    intro: `${listOf(p.names)} is off the public pages while ${p.state} is paused. Nothing is deleted: your profile, photos and favourites are kept, and it goes public again by itself when ${p.state} reopens.`,
    action: 'Open your dashboard',
    url: p.url,
    outro: 'We will email you when it is back. Questions? Just reply to this email.',
  });

export const hiddenByModerationEmail = (
  to: string,
  p: { name: string; reason: string; note: string | null; url: string },
): MailMessage =>
  render(to, {
    subject: `${p.name} was hidden by the marketplace team`,
    heading: 'Your business is hidden for now',
    intro: `The marketplace team hid ${p.name} from Locals Market. Reason: ${p.reason}.${p.note ? ` Note from the team: ${p.note}` : ''}`,
    action: 'See it on your dashboard',
    url: p.url,
    outro:
      'Your profile is kept as it is. If you think this is a mistake, ask for a review from your business dashboard.',
  });

export const restoredEmail = (
  to: string,
  p: { name: string; republished: boolean; url: string },
): MailMessage =>
  render(to, {
    subject: `${p.name} is no longer hidden`,
    heading: 'Your business is back',
    intro: p.republished
      ? `The marketplace team restored ${p.name}: it is public on Locals Market again.`
      : `The marketplace team restored ${p.name}. It is a draft for now: publish it from your dashboard when it is ready.`,
    action: 'Open your dashboard',
    url: p.url,
    outro: 'Thank you for your patience.',
  });
