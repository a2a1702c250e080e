// What the web app's server renderer (src/web/entry-server.tsx) gives the server
// (src/server/ssr/pages.routes.ts) for one page.

/** Asks the app for an API path as the visitor (their cookie and address), without leaving the process. */
export type ApiCall = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  status: number;
  /** The query cache the browser starts from, as JSON safe inside a script element. */
  stateJson: string;
  /**
   * Draws the page markup for #root. It depends only on the address and the state, so the server
   * may keep what it drew for the next visit with the same ones (src/server/ssr/page-memo.ts).
   */
  draw: () => Promise<string>;
  /** Whether the page showed anything that depends on who asked (a session). */
  personal: boolean;
  /**
   * Whether the browser hydrates only the page's islands and never runs the app on it: a public
   * page seen without a session (docs/decisions/041-islands.md). It then gets no query cache.
   */
  islands: boolean;
  /** The business the page shows, if any. */
  businessId: string | null;
}

/**
 * A page, the redirect a route answered with, or word that the browser draws this page (owner
 * pages and the console: the server sends the client-rendered page).
 */
export type RenderOutcome = RenderedPage | { redirect: Response } | { drawnInBrowser: true };
