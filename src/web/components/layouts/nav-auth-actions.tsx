import { Bell, LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { useIsOperator } from '../../api/get-is-operator.ts';
import { useSession } from '../../api/get-session.ts';
import { useUnseenUpdates } from '../../api/get-unseen-updates.ts';
import { useSignOut } from '../../api/use-sign-out.ts';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { navSection } from './nav-items.ts';

export interface NavAuthActionsProps {
  /** Full-width stacked buttons (mobile menu) instead of an inline row. */
  stacked?: boolean;
}

/** Log In + Sign Up when signed out; Dashboard + Sign Out when signed in (docs/product.md §4.1). */
export function NavAuthActions({ stacked = false }: NavAuthActionsProps) {
  const i18n = useI18n();
  const { isSignedIn, isPending } = useSession();
  const { pathname } = useLocation();
  const isOperator = useIsOperator();
  const { signOut, isPending: signingOut } = useSignOut();
  const unseen = useUnseenUpdates(isSignedIn);
  const layout = cn('flex gap-2', stacked ? 'flex-col-reverse [&>*]:w-full' : 'items-center');
  const size = stacked ? 'lg' : 'md';
  // In the nav bar, Sign Out, Admin and Updates are icons (named for screen readers, titled for a
  // pointer): with Market, Events, About and Support, their words would squeeze the search field out.
  const iconOnly = stacked ? undefined : 'sr-only';
  const iconSize = stacked ? 'lg' : 'icon';

  if (isSignedIn) {
    return (
      <div className={layout}>
        <Button
          variant="secondary"
          size={iconSize}
          onClick={signOut}
          loading={signingOut}
          loadingText={stacked ? i18n._('Signing out…') : undefined}
          title={stacked ? undefined : i18n._('Sign Out')}
        >
          <LogOut aria-hidden="true" />
          <span className={iconOnly}>{i18n._('Sign Out')}</span>
        </Button>
        {isOperator ? (
          <GhostNavLink
            to={paths.admin}
            size={iconSize}
            current={navSection(pathname) === 'Admin'}
            title={stacked ? undefined : i18n._('Admin')}
          >
            <ShieldCheck aria-hidden="true" />
            <span className={iconOnly}>{i18n._('Admin')}</span>
          </GhostNavLink>
        ) : null}
        <GhostNavLink
          to={paths.updates}
          size={iconSize}
          current={pathname === paths.updates}
          aria-label={unseen ? i18n._('Updates, {unseen} new', { unseen }) : i18n._('Updates')}
          title={stacked ? undefined : i18n._('Updates')}
          className="relative"
        >
          <Bell aria-hidden="true" />
          <span className={iconOnly}>{i18n._('Updates')}</span>
          {unseen ? (
            <span
              aria-hidden="true"
              data-testid="unseen-updates"
              className={cn(
                'rounded-pill bg-clay-strong px-1.5 text-xs font-bold text-cream',
                !stacked && 'absolute -top-1 -right-1',
              )}
            >
              {unseen}
            </span>
          ) : null}
        </GhostNavLink>
        <ButtonLink
          to={paths.dashboard}
          variant="primary"
          size={size}
          aria-current={navSection(pathname) === 'Dashboard' ? 'page' : undefined}
          className="aria-[current=page]:ring-2 aria-[current=page]:ring-primary/35 aria-[current=page]:ring-offset-2 aria-[current=page]:ring-offset-cream"
        >
          <LayoutDashboard aria-hidden="true" />
          {i18n._('Dashboard')}
        </ButtonLink>
      </div>
    );
  }
  // While the first session check runs, keep the space (no layout shift) but show nothing.
  return (
    <div className={cn(layout, isPending && 'invisible')} aria-hidden={isPending || undefined}>
      <ButtonLink to={paths.auth('login')} variant={stacked ? 'secondary' : 'ghost'} size={size}>
        {i18n._('Log In')}
      </ButtonLink>
      <ButtonLink to={paths.auth('signup')} variant="primary" size={size}>
        {i18n._('Sign Up')}
      </ButtonLink>
    </div>
  );
}

/** A quiet nav link that is marked (and styled) as the current page while its section is open. */
function GhostNavLink({
  current,
  className,
  ...props
}: Omit<ComponentProps<typeof ButtonLink>, 'variant' | 'aria-current'> & { current: boolean }) {
  return (
    <ButtonLink
      variant="ghost"
      aria-current={current ? 'page' : undefined}
      className={cn('aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary', className)}
      {...props}
    />
  );
}
