// What every route loader and action is given, in React Router's context: the query cache it fills
// (ensureQueryData) and the way to the API. The browser's router gives its one cache and fetch; the
// server's static handler gives each request its own cache and the app itself, called in-process
// as the visitor (docs/decisions/021-routes-own-their-data.md).
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { type ApiTransport, browserTransport } from './api.ts';

export const queryClientContext = createContext<QueryClient>();
export const transportContext = createContext<ApiTransport>(browserTransport);

export function routeContext(client: QueryClient, transport: ApiTransport = browserTransport) {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  context.set(transportContext, transport);
  return context;
}

/** The cache and the API of one loader or action call. */
export function routeData(context: Readonly<RouterContextProvider>) {
  return { client: context.get(queryClientContext), transport: context.get(transportContext) };
}

/**
 * Waits for what a page reads to be in the cache. A failure stays in the cache for the page to
 * show as it always has (its own "not found" or "try again"), not as the route's error boundary.
 */
export async function settled(...loads: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(loads);
  return null;
}
