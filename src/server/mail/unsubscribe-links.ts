// Where the "Unsubscribe" link in a bulk email's body goes: a page per kind of mail that says what
// stops and has one button (src/server/modules/unsubscribe). A mail client's one-click POST goes to
// the List-Unsubscribe address instead (RFC 8058); a GET there lands on the same page.
export const UNSUBSCRIBE_PAGES = {
  waitlist: '/unsubscribe',
  roundup: '/roundup/unsubscribe',
  alerts: '/alerts/unsubscribe',
} as const;

export type MailList = keyof typeof UNSUBSCRIBE_PAGES;

/** The page's address with its signed token. */
export const unsubscribePageUrl = (origin: string, list: MailList, token: string) =>
  `${origin}${UNSUBSCRIBE_PAGES[list]}?token=${encodeURIComponent(token)}`;
