import { Flag, HandHeart, Map as MapIcon, ScrollText } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useOperatorMe } from '../api/get-operator-me.ts';

// The States tab also holds each state's own page.
const TABS = [
  { to: paths.admin, label: /*i18n*/ 'States', icon: MapIcon, holds: /^\/admin(\/states\/.*)?\/?$/ },
  { to: paths.adminReports, label: /*i18n*/ 'Reports', icon: Flag, holds: /^\/admin\/reports\/?$/ },
  {
    to: paths.adminRecommendations,
    label: /*i18n*/ 'Recommendations',
    icon: HandHeart,
    holds: /^\/admin\/recommendations\/?$/,
  },
  { to: paths.adminAudit, label: /*i18n*/ 'Audit log', icon: ScrollText, holds: /^\/admin\/audit\/?$/ },
];

/** The console's frame: who is signed in and its three sections, above the section's page. */
export function ConsoleLayout() {
  const i18n = useI18n();
  const me = useOperatorMe();
  const { pathname } = useLocation();
  return (
    <>
      <div className="border-b border-line/70 bg-cream-deep/50">
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 pt-6 pb-0 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Eyebrow>{i18n._('Operator console')}</Eyebrow>
            {me.data ? (
              <p className="text-sm text-ink-muted">
                {i18n._('Signed in as {email}', { email: me.data.email })}
              </p>
            ) : null}
          </div>
          {/* Tabs on a wide screen; on a phone the four wrap as pills, so none is out of sight. */}
          <nav
            aria-label={i18n._('Operator console')}
            className="flex flex-wrap gap-1 pb-3 sm:-mb-px sm:flex-nowrap sm:pb-0"
          >
            {TABS.map(({ to, label, icon: Icon, holds }) => {
              const current = holds.test(pathname);
              return (
                <Link
                  key={to}
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex shrink-0 items-center gap-2 rounded-pill px-3 py-2 text-sm font-semibold transition-colors',
                    'sm:rounded-none sm:border-b-2 sm:py-2.5',
                    current
                      ? 'bg-primary-soft text-primary sm:border-primary sm:bg-transparent'
                      : 'text-ink-soft hover:bg-cream-deep hover:text-ink sm:border-transparent sm:hover:border-line sm:hover:bg-transparent',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {i18n._(label)}
                </Link>
              );
            })}
          </nav>
        </div>
      </div>
      <Outlet />
    </>
  );
}
