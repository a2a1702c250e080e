// How an <AppLink> reaches the router: the browser's router registers its navigate here when the
// app starts (boot.tsx). Before that (a page not yet hydrated) and on the server there is none, so
// a link is followed as a plain link: the page still works.
import { localeOfPath } from '#shared/i18n/locale.ts';

export interface AppNavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}
type Navigate = (to: string, options: AppNavigateOptions) => void;

let navigate: Navigate | null = null;

export function setAppNavigation(next: Navigate | null) {
  navigate = next;
}

/** Navigates in the app, if it runs; false when the browser should follow the link itself. */
export function navigateInApp(to: string, options: AppNavigateOptions = {}): boolean {
  if (!navigate) return false;
  // As react-router's <Link>: going to the address already shown replaces it (no history entry).
  // The router's paths leave out the language prefix (its basename).
  const here = `${localeOfPath(window.location.pathname).path}${window.location.search}${window.location.hash}`;
  navigate(to, { ...options, replace: options.replace ?? here === to });
  return true;
}
