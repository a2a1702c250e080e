import { paths } from '../../config/paths.ts';

/** The nav bar's page links (the external support link and auth actions are separate). */
export const NAV_ITEMS = [
  { to: paths.explore, label: 'Market' },
  { to: paths.about, label: 'About' },
] as const;
