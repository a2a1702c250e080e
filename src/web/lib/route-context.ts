// What every route loader and action is given, in React Router's context: the query cache it fills
// (ensureQueryData) and the way to the API. The browser's router gives its one cache and fetch; the
// server's static handler gives each request its own cache and the app itself, called in-process
// as the visitor (docs/decisions/021-routes-own-their-data.md).
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { type ApiTransport, browserTransport } from './api.ts';

export const queryClientContext = createContext<QueryClient>();
export const transportContext = createContext<ApiTransport>(browserTransport);

/**
 * The visitor's browser, to an action that runs there (a form the script posts through the router:
 * docs/decisions/038): it tells the outcome with a toast and the form stays where it is. On the
 * server there is none: the action redirects (post, redirect, get) and the page it draws says it.
 */
export interface InBrowser {
  success(message: string): void;
  error(message: string): void;
}
export const inBrowserContext = createContext<InBrowser | null>(null);
/** The browser, when the action runs in it. */
export const inBrowser = (context: Readonly<RouterContextProvider>) => context.get(inBrowserContext);
/** Whether a loader waits for its data: the server renders once; the browser shows the page at once. */
const waitContext = createContext(false);
/**
 * The browser's first load of a page the server drew: the cache already holds what the server's
 * loaders read, answers of "no such thing" included, so the loaders ask nothing again (asking
 * again would turn a drawn "not found" back into "loading" while it is asked: docs/decisions/036).
 */
const drawnPageContext = createContext(false);

export function routeContext(
  client: QueryClient,
  {
    transport = browserTransport,
    wait = false,
    drawnPage = false,
    browser = null,
  }: { transport?: ApiTransport; wait?: boolean; drawnPage?: boolean; browser?: InBrowser | null } = {},
) {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  context.set(transportContext, transport);
  context.set(waitContext, wait);
  context.set(drawnPageContext, drawnPage);
  context.set(inBrowserContext, browser);
  return context;
}

/** The cache and the API of one loader or action call. */
export function routeData(context: Readonly<RouterContextProvider>) {
  return { client: context.get(queryClientContext), transport: context.get(transportContext) };
}

/** Whether this loader runs for the server's render (which waits for data) rather than the browser's. */
export const drawsOnServer = (context: Readonly<RouterContextProvider>) => context.get(waitContext);

/**
 * A loader's body: fills the cache with what the page reads. The server's render waits for it; in
 * the browser the page shows at once, with its loading state, while it finishes (what a
 * server-drawn page needs is already in the cache). A failure stays in the cache for the page to
 * show as it always has (its own "not found" or "try again"), not as the route's error boundary.
 */
export async function load(
  context: Readonly<RouterContextProvider>,
  fill: (data: ReturnType<typeof routeData>) => Promise<unknown>,
): Promise<null> {
  if (context.get(drawnPageContext)) return null;
  const filled = fill(routeData(context)).catch(() => undefined);
  if (context.get(waitContext)) await filled;
  return null;
}
