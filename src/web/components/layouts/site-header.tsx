import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { BrandLink } from './brand-link.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavAuthActions } from './nav-auth-actions.tsx';
import { NAV_ITEMS, navSection } from './nav-items.ts';
import { NavSearch } from './nav-search.tsx';
import { SupportLink } from './support-link.tsx';

const MENU_ID = 'mobile-menu';
const link =
  'inline-flex items-center gap-1.5 rounded-pill px-3.5 py-2 text-[0.95rem] font-medium text-ink-soft transition-colors ' +
  'hover:bg-cream-deep hover:text-ink aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

/** The nav bar (docs/product.md §4.1): brand, Market, About, the support link, and the auth actions. */
export function SiteHeader() {
  const i18n = useI18n();
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Any navigation (including to the same page) closes the mobile menu, a popover HTML opens; not
  // the first render, which may find the menu opened by a tap before the app ran.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-cream/92 backdrop-blur-md">
      <nav aria-label={i18n._('Main')} className="group/menu relative">
        <div className="mx-auto flex h-16 max-w-page items-center gap-4 px-4 sm:px-6 md:h-18 lg:px-8">
          <BrandLink className="mr-2 shrink-0 whitespace-nowrap" />
          <ul className="hidden items-center gap-1 lg:flex">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  className={link}
                  aria-current={navSection(location.pathname) === item.label ? 'page' : undefined}
                >
                  {i18n._(item.label)}
                </AppLink>
              </li>
            ))}
            <li>
              <SupportLink className={link} />
            </li>
          </ul>
          {/* The search field takes what room the nav leaves, and only when its placeholder fits there
              (a container query: the auth actions differ per person); otherwise a search button. */}
          <div className="@container flex min-w-0 flex-1 justify-end">
            <NavSearch className="hidden w-full max-w-xs @min-[16rem]:block xl:max-w-sm" />
            <AppLink
              to={paths.search()}
              aria-label={i18n._('Search')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill text-ink hover:bg-cream-deep @min-[16rem]:hidden"
            >
              <Search aria-hidden="true" className="size-5" />
            </AppLink>
          </div>
          <div className="hidden shrink-0 lg:block">
            <NavAuthActions />
          </div>
          <MenuToggle controls={MENU_ID} className="shrink-0 lg:hidden" />
        </div>
        <MobileMenu id={MENU_ID} ref={menuRef} />
      </nav>
    </header>
  );
}
