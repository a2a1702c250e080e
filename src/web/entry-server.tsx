// The server's renderer for the public pages: the route's data is fetched once (through the app
// itself, as the visitor), the page is rendered to a stream, and the query cache is handed to the
// browser, which hydrates it without fetching again (docs/decisions/011-server-rendering.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { ApiCall, RenderOutcome } from '#shared/html/page-render.ts';
import type { PublicBusiness } from '#shared/types/business.ts';
import type { PublicConfig } from '#shared/types/public-config.ts';
import { routes } from './app/routes.tsx';
import { ApiError, setApiTransport } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { publicConfigQueryKey } from './lib/use-public-config.ts';
import { sessionQueryOptions } from './lib/use-session.ts';
import type { PageState } from './ssr/page-state.ts';
import { PREFETCH } from './ssr/prefetch.ts';

const visitor = new AsyncLocalStorage<ApiCall>();
setApiTransport((path, init) => {
  const call = visitor.getStore();
  if (!call) throw new Error('API call outside a server render');
  return call(path, init);
});

const handler = createStaticHandler(routes);

export async function render(request: Request, api: ApiCall, config: PublicConfig): Promise<RenderOutcome> {
  const client = createQueryClient({ server: true });
  client.setQueryData(publicConfigQueryKey, config);
  const url = new URL(request.url);
  const matches = matchRoutes(routes, url) ?? [];

  // A form posted to the page runs its route action first (it may sign in, or redirect).
  const context = await visitor.run(api, () => handler.query(request));
  if (context instanceof Response) return { redirect: context };
  // Without a session cookie there is no session: no call to ask (most pages are rendered for them).
  if (!request.headers.get('cookie')?.includes('session_token='))
    client.setQueryData(sessionQueryOptions.queryKey, null);
  await visitor.run(api, async () => {
    const session = await client.fetchQuery(sessionQueryOptions).catch(() => null);
    const prefetch = { search: url.searchParams, viewerId: session?.user.id ?? null };
    await Promise.all(
      matches.map((m) => PREFETCH[m.route.id ?? '']?.(client, { ...prefetch, params: m.params })),
    );
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const notFound =
    matches.some((m) => m.route.id === 'not-found') ||
    client
      .getQueryCache()
      .getAll()
      // A name or cursor no page can have (400) is a page that does not exist, like a 404.
      .some((q) => q.state.error instanceof ApiError && [400, 404].includes(q.state.error.status));

  const body = await renderToReadableStream(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { onError: (err) => console.error(err) },
  );
  await body.allReady;
  return {
    status: notFound ? 404 : context.statusCode,
    body,
    state: { ...dehydrate(client), actionData: context.actionData } satisfies PageState,
    personal: client.getQueryData(sessionQueryOptions.queryKey) != null,
    businessId: shownBusiness(client),
  };
}

function shownBusiness(client: QueryClient): string | null {
  const [business] = client.getQueriesData<PublicBusiness>({ queryKey: ['business'] });
  return business?.[1]?.businessId ?? null;
}
