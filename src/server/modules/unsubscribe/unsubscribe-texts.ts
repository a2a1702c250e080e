// What each unsubscribe page says: before the click (what will stop, and for which address), after
// it, when nothing was left to stop, and when the link is not genuine.
import type { MailList } from '../../mail/unsubscribe-links.ts';
import { INVALID_UNSUBSCRIBE } from '../waitlist/waitlist.routes.ts';
import type { Subscription } from './mail-lists.ts';

/** A page's words: paragraphs, and a list (alert places) where one is given. */
export type Block = string | { items: string[] };

export interface PageLink {
  label: string;
  href: string;
}

export interface PageText {
  heading: string;
  body: Block[];
  /** The form's button (the question page only). */
  button?: string;
  /** Where to go next. */
  link?: PageLink;
}

export interface ListTexts {
  /** The browser tab's title. */
  title: string;
  ask: (s: Subscription) => PageText;
  done: (s: Subscription) => PageText;
  already: (s: Subscription) => PageText;
}

const SETTINGS: PageLink = { label: 'Email settings', href: '/account/settings' };
const to = (s: Subscription) => s.address ?? 'you';

const waitlistDone = (s: Subscription): Block[] => [
  `We won’t email ${to(s)} about the waitlist again. Changed your mind? Join the waitlist again any time.`,
];
const waitlistLink: PageLink = { label: 'Join the waitlist again', href: '/waitlist' };

const AGAIN = 'To have it again, choose daily or weekly in your email settings.';

const alertsDone = ['Your alerts are removed. Ask again from any market or search page.'];
const alertsLink: PageLink = { label: 'Explore businesses', href: '/explore-businesses' };

/** The roundup's question: the roundup itself (while on) and the alerts its email held (`ud:`). */
function roundupAsk(s: Subscription): Block[] {
  const on = s.frequency !== null && s.frequency !== 'off';
  const roundup = `the ${s.frequency} roundup of your favourites’ news`;
  if (!s.places.length) return [`We’ll stop emailing ${to(s)} ${roundup}.`];
  return [
    on
      ? `We’ll stop emailing ${to(s)} ${roundup}, and your alerts about new businesses in:`
      : `We’ll stop emailing ${to(s)} about new businesses in:`,
    { items: s.places },
  ];
}

export const LIST_TEXTS: Record<MailList, ListTexts> = {
  waitlist: {
    title: 'Unsubscribe from waitlist emails',
    ask: (s) => ({
      heading: 'Unsubscribe from waitlist emails?',
      body: [
        `We’ll stop emailing ${to(s)} about the Locals Market waitlist, including the news that your state has opened.`,
      ],
      button: 'Unsubscribe',
    }),
    done: (s) => ({ heading: 'You’re unsubscribed', body: waitlistDone(s), link: waitlistLink }),
    already: (s) => ({ heading: 'You’re already unsubscribed', body: waitlistDone(s), link: waitlistLink }),
  },
  roundup: {
    title: 'Stop your roundup emails',
    ask: (s) => ({ heading: 'Stop your roundup emails?', body: roundupAsk(s), button: 'Unsubscribe' }),
    done: (s) => ({
      heading: 'You’re unsubscribed',
      body: [
        'We won’t email you the roundup of your favourites’ news again; your favourites stay as they are.',
        ...(s.places.length ? ['Your alerts about new businesses are removed too.'] : []),
        AGAIN,
      ],
      link: SETTINGS,
    }),
    already: (s) => ({
      heading: 'You’re already unsubscribed',
      body: [`The roundup is off: we don’t email ${to(s)} your favourites’ news.`, AGAIN],
      link: SETTINGS,
    }),
  },
  alerts: {
    title: 'Stop new business emails',
    ask: (s) => ({
      heading: 'Stop new business emails?',
      body: [`We’ll stop emailing ${to(s)} about new businesses in:`, { items: s.places }],
      button: 'Stop these emails',
    }),
    done: () => ({
      heading: 'You won’t hear from us about new businesses',
      body: alertsDone,
      link: alertsLink,
    }),
    already: (s) => ({
      heading: 'You’re already unsubscribed',
      body: [`No alerts about new businesses are left for ${to(s)}.`],
      link: alertsLink,
    }),
  },
};

/** Any list's page for a link that is not genuine (cut short, altered, or not ours). */
export const INVALID_LINK: PageText = {
  heading: 'This link doesn’t work',
  body: [INVALID_UNSUBSCRIBE, 'Signed in, you can change every email we send you in your email settings.'],
  link: SETTINGS,
};
