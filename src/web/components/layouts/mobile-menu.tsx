import { ChevronRight } from 'lucide-react';
import { useLocation } from 'react-router';
import { AppLink } from '../ui/app-link.tsx';
import { NavAuthActions } from './nav-auth-actions.tsx';
import { NAV_ITEMS, navSection } from './nav-items.ts';
import { NavSearch } from './nav-search.tsx';
import { SupportLink } from './support-link.tsx';

export interface MobileMenuProps {
  id: string;
  open: boolean;
}

const row =
  'flex items-center justify-between rounded-lg px-3 py-3.5 font-display text-xl text-ink transition-colors ' +
  'hover:bg-cream-deep aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

/** The small-screen menu panel under the nav bar (hidden at lg and up). */
export function MobileMenu({ id, open }: MobileMenuProps) {
  const location = useLocation();
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-line bg-cream shadow-lift motion-safe:animate-rise-in lg:hidden"
    >
      <div className="mx-auto max-w-page px-4 pt-3 pb-6 sm:px-6">
        <NavSearch id="menu-search" className="mb-2" />
        <ul className="divide-y divide-line/60">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                className={row}
                aria-current={navSection(location.pathname) === item.label ? 'page' : undefined}
              >
                {item.label}
                <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
              </AppLink>
            </li>
          ))}
          <li>
            <SupportLink
              className={`${row} [&>svg]:size-5 [&>svg]:text-ink-muted [&>svg]:opacity-100`}
              trailing={<ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />}
            />
          </li>
        </ul>
        <div className="mt-5">
          <NavAuthActions stacked />
        </div>
      </div>
    </div>
  );
}
