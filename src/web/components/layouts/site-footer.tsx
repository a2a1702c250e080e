import { SITE_NAME } from '#shared/display/page-meta.ts';
import { useSession } from '../../api/get-session.ts';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const COLUMNS = [
  {
    title: /*i18n*/ 'Discover',
    links: [
      { to: paths.explore, label: /*i18n*/ 'Market' },
      { to: paths.about, label: /*i18n*/ 'About' },
      { to: paths.openData, label: /*i18n*/ 'Open Data' },
    ],
  },
  {
    title: /*i18n*/ 'For businesses',
    links: [
      { to: paths.auth('signup'), label: /*i18n*/ 'Sign Up' },
      { to: paths.auth('login'), label: /*i18n*/ 'Log In' },
    ],
  },
  {
    title: /*i18n*/ 'Help',
    links: [
      { to: paths.support, label: /*i18n*/ 'Support' },
      { to: paths.contact, label: /*i18n*/ 'Contact' },
      { to: paths.terms, label: /*i18n*/ 'Terms' },
      { to: paths.privacy, label: /*i18n*/ 'Privacy' },
    ],
  },
] as const;

/** The middle column for someone signed in: no sign-up or log-in offers. */
const SIGNED_IN_COLUMN = {
  title: /*i18n*/ 'Your account',
  links: [
    { to: paths.dashboard, label: /*i18n*/ 'Dashboard' },
    { to: paths.profile, label: /*i18n*/ 'My Profile' },
  ],
} as const;

/** The site footer (docs/product.md §4.1): tagline and links to sign up, log in (or, signed in, the dashboard) and the static pages. */
export function SiteFooter() {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  const columns = isSignedIn ? [COLUMNS[0], SIGNED_IN_COLUMN, COLUMNS[2]] : COLUMNS;
  return (
    <footer className="bg-forest text-cream [--focus-ring:var(--color-honey)]">
      <div className="mx-auto grid max-w-page gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <AppLink
            to={paths.home}
            className="inline-flex items-center gap-2.5 rounded-md font-display text-2xl font-semibold"
          >
            <BrandMark className="size-10" />
            {SITE_NAME}
          </AppLink>
          <p className="mt-4 font-display text-lg text-cream/95">{i18n._('Where locals shop locals.')}</p>
          <p className="mt-2 text-sm leading-relaxed text-cream/75">
            {i18n._(
              'Discover the makers, shops and services that give your neighborhood its character — and help them grow.',
            )}
          </p>
        </div>
        <nav aria-label={i18n._('Footer')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-honey uppercase">
                {i18n._(column.title)}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <AppLink
                      to={link.to}
                      className="rounded-sm text-cream/85 underline-offset-4 transition-colors hover:text-cream hover:underline"
                    >
                      {i18n._(link.label)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-cream/15">
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-6 text-sm text-cream/65 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {i18n._('© {year} Locals Market · Made with care for local communities.', {
              year: new Date().getFullYear(),
            })}
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
