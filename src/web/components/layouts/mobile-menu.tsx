import { ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { NavAuthActions } from './nav-auth-actions.tsx';
import { NAV_ITEMS, navSection } from './nav-items.ts';
import { NavSearch } from './nav-search.tsx';
import { SupportLink } from './support-link.tsx';

export interface MobileMenuProps {
  id: string;
  ref?: Ref<HTMLDivElement>;
}

const row =
  'flex items-center justify-between rounded-lg px-3 py-3.5 font-display text-xl text-ink transition-colors ' +
  'hover:bg-cream-deep aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

/**
 * The small-screen menu panel under the nav bar (hidden at lg and up). A popover: its button opens
 * it without script, Escape and a click outside close it, and the browser returns focus to the
 * button. It sits in the top layer, fixed under the sticky nav bar (4rem, 4.5rem from md).
 */
export function MobileMenu({ id, ref }: MobileMenuProps) {
  const i18n = useI18n();
  const location = useLocation();
  return (
    <div
      id={id}
      ref={ref}
      popover="auto"
      className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-cream p-0 text-ink shadow-lift motion-safe:animate-rise-in md:top-18 md:max-h-[calc(100dvh-4.5rem)] lg:hidden"
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
                {i18n._(item.label)}
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
