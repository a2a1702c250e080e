import { paths } from '../../config/paths.ts';

/**
 * The nav bar's page links (the external support link and auth actions are separate). Each label is
 * its section's name and, translated where it is drawn, its message.
 */
export const NAV_ITEMS = [
  { to: paths.explore, label: /*i18n*/ 'Market' },
  { to: paths.events(), label: /*i18n*/ 'Events' },
  { to: paths.about, label: /*i18n*/ 'About' },
] as const;

export type NavSection = 'Market' | 'Events' | 'About' | 'Dashboard' | 'Admin';

// Each section owns the pages reached from it: a business page or a search is still the Market.
const SECTIONS: [NavSection, RegExp][] = [
  ['Market', /^\/(explore-businesses|market|business|search)(\/|$)/],
  ['Events', /^\/events(\/|$)/],
  ['About', /^\/about(\/|$)/],
  ['Dashboard', /^\/(dashboard|profile|account|onboarding|delete-account)(\/|$)/],
  ['Admin', /^\/admin(\/|$)/],
];

/** The nav section a path belongs to (marked as the current page in the nav), if any. */
export function navSection(pathname: string): NavSection | null {
  return SECTIONS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}
