import { Bell, LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { useIsOperator } from '../../api/get-is-operator.ts';
import { useSession } from '../../api/get-session.ts';
import { useUnseenUpdates } from '../../api/get-unseen-updates.ts';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { navSection } from './nav-items.ts';

export interface NavAuthActionsProps {
  /** Full-width stacked buttons (mobile menu) instead of an inline row. */
  stacked?: boolean;
}

/** Log In + Sign Up when signed out; Dashboard + Sign Out when signed in (docs/product.md §4.1). */
export function NavAuthActions({ stacked = false }: NavAuthActionsProps) {
  const { isSignedIn, isPending } = useSession();
  const { pathname } = useLocation();
  const isOperator = useIsOperator();
  const { signOut, isPending: signingOut } = useSignOut();
  const unseen = useUnseenUpdates(isSignedIn);
  const layout = cn('flex gap-2', stacked ? 'flex-col-reverse [&>*]:w-full' : 'items-center');
  const size = stacked ? 'lg' : 'md';

  if (isSignedIn) {
    return (
      <div className={layout}>
        <Button
          variant="secondary"
          size={size}
          onClick={signOut}
          loading={signingOut}
          loadingText="Signing out…"
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
        {isOperator ? (
          <GhostNavLink to={paths.admin} size={size} current={navSection(pathname) === 'Admin'}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </GhostNavLink>
        ) : null}
        <GhostNavLink
          to={paths.updates}
          size={size}
          current={pathname === paths.updates}
          aria-label={unseen ? `Updates, ${unseen} new` : 'Updates'}
        >
          <Bell aria-hidden="true" />
          Updates
          {unseen ? (
            <span
              aria-hidden="true"
              data-testid="unseen-updates"
              className="rounded-pill bg-clay-strong px-1.5 text-xs font-bold text-cream"
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
          Dashboard
        </ButtonLink>
      </div>
    );
  }
  // While the first session check runs, keep the space (no layout shift) but show nothing.
  return (
    <div className={cn(layout, isPending && 'invisible')} aria-hidden={isPending || undefined}>
      <ButtonLink to={paths.auth('login')} variant={stacked ? 'secondary' : 'ghost'} size={size}>
        Log In
      </ButtonLink>
      <ButtonLink to={paths.auth('signup')} variant="primary" size={size}>
        Sign Up
      </ButtonLink>
    </div>
  );
}

/** A quiet nav link that is marked (and styled) as the current page while its section is open. */
function GhostNavLink({
  current,
  ...props
}: Omit<ComponentProps<typeof ButtonLink>, 'variant' | 'aria-current' | 'className'> & { current: boolean }) {
  return (
    <ButtonLink
      variant="ghost"
      aria-current={current ? 'page' : undefined}
      className="aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
      {...props}
    />
  );
}
