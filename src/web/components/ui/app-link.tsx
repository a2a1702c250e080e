// A link to a page of the app that costs an <a> to draw. react-router's <Link> resolves its path,
// its href and its click handler through half a dozen hooks: on a market page (40-odd links: nav,
// region pills, cards, footer) that was a seventh of the server's render time. The links every public
// page repeats take this one; <Link> stays where its extras are used (relative paths, state).
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { localizedPath } from '#shared/i18n/locale.ts';
import { type AppNavigateOptions, navigateInApp } from '../../lib/app-navigation.ts';
import { useLocale } from '../../lib/i18n.tsx';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, AppNavigateOptions {
  /** An absolute path of the app, with its query if any (`/market?state=ohio`), in the page's language. */
  to: string;
}

/** A plain left click, with nothing asking the browser to open the link its own way. */
const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

export function AppLink({ to, replace, preventScrollReset, onClick, ...rest }: AppLinkProps) {
  // A Spanish page's links stay in Spanish (/es/…); the router adds the same prefix itself.
  const locale = useLocale();
  return (
    <a
      href={localizedPath(to, locale)}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || rest.target || rest.download !== undefined || !plainClick(e)) return;
        if (navigateInApp(to, { replace, preventScrollReset })) e.preventDefault();
      }}
    />
  );
}
