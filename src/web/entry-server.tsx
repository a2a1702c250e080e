// The server's renderer for the public pages: the routes' loaders (and a posted form's action) run
// in the static handler with this request's query cache and the app itself as the way to the API,
// called as the visitor; the page is rendered to a string, and the cache is handed to the browser,
// which hydrates it without fetching again (docs/decisions/011-server-rendering.md, 021).
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { ApiCall, RenderOutcome } from '#shared/html/page-render.ts';
import { scriptJson } from '#shared/html/script-json.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { basenameOf, type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import type { PublicBusiness } from '#shared/types/business.ts';
import type { PublicConfig } from '#shared/types/public-config.ts';
import { drawnInBrowser, islandsPage, ownerPage, routes } from './app/routes.tsx';
import { I18nProvider } from './lib/i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { queryKeys } from './lib/query-keys.ts';
import { routeContext } from './lib/route-context.ts';
import { isAnsweredMissing, plainError, shouldSendQuery } from './ssr/answered-errors.ts';
import type { PageState } from './ssr/page-state.ts';

// One handler per language: a Spanish page's routes are the same under `/es` (its basename).
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  es: createStaticHandler(routes, { basename: basenameOf('es') }),
};

export async function render(request: Request, api: ApiCall, config: PublicConfig): Promise<RenderOutcome> {
  const { locale } = localeOfPath(new URL(request.url).pathname);
  const handler = handlers[locale];
  const client = createQueryClient({ server: true });
  client.setQueryData(queryKeys.publicConfig, config);
  // Without a session cookie there is no session: no call to ask (most pages are rendered for them).
  if (!request.headers.get('cookie')?.includes('session_token='))
    client.setQueryData(queryKeys.session, null);

  // A form posted to an owner page (even one the server draws) is answered as one to a page the
  // browser draws (404), before any of its loaders runs: none of them has an action. Posts are rare
  // enough to match the routes again for it.
  if (request.method === 'POST') {
    const matches = matchRoutes(routes, new URL(request.url).pathname, basenameOf(locale));
    if (matches && ownerPage(matches)) return { drawnInBrowser: true };
  }

  // A form posted to the page runs its route action first (it may sign in, or redirect), then the
  // routes' loaders fill this request's cache.
  const context = await handler.query(request, {
    requestContext: routeContext(client, { transport: api, wait: true }),
  });
  if (context instanceof Response) return { redirect: context };
  // Decided from the handler's own matches: matching the routes again here (matchRoutes) would
  // flatten and rank the whole route table on every page. Owner and console routes have no loaders
  // or actions, so nothing of theirs ran in the query above.
  if (drawnInBrowser(context.matches)) return { drawnInBrowser: true };
  const notFound =
    context.matches.some((m) => m.route.id === 'not-found') ||
    client
      .getQueryCache()
      .getAll()
      // A name or cursor no page can have (400) is a page that does not exist, like a 404.
      .some((q) => isAnsweredMissing(q.state.error));

  // Drawn only when the server has not already drawn this page for the same data (page-memo.ts):
  // the static router converts the whole route table again each time it is made.
  const draw = () =>
    markupOf(
      <StrictMode>
        <I18nProvider i18n={i18nFor(locale)}>
          <QueryClientProvider client={client}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    );
  const personal = client.getQueryData(queryKeys.session) != null;
  return {
    status: notFound ? 404 : context.statusCode,
    stateJson: scriptJson(
      timeless({
        ...dehydrate(client, { shouldDehydrateQuery: shouldSendQuery }),
        actionData: context.actionData,
      }),
    ),
    draw,
    personal,
    islands: !personal && islandsPage(context.matches, new URL(request.url)),
    businessId: shownBusiness(client),
  };
}

/**
 * The state without the moments it was read: the browser counts what a page brings as fresh from
 * when it arrives (boot.tsx), so two visits that read the same data carry the same text, and the
 * server draws that page once for both (src/server/ssr/page-memo.ts).
 */
function timeless(state: PageState): PageState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0, error: plainError(query.state.error) },
    })),
  };
}

/**
 * React's mark of a part it gave up drawing on the server (it waited, or it failed), which the
 * browser then draws. Page text cannot contain it: text is escaped.
 */
const GAVE_UP = '<!--$!-->';

/**
 * The page's markup. The data is all in the cache by now, so renderToString draws it at once (a
 * tenth cheaper than the streaming renderer, which encodes its output chunk by chunk). A page
 * that had a part wait (a lazy part this process has not loaded yet) is drawn by the streaming
 * renderer, which waits for it (and reports an error), then by renderToString again: the lazy
 * parts are loaded by then, so the page is drawn whole and in place. The streaming renderer's own
 * output moves such parts into place with an inline script, which neither a visitor without
 * script nor the CSP runs, so it is kept only for a part that still fails (docs/decisions/036).
 */
async function markupOf(app: ReactElement): Promise<string> {
  const markup = renderToString(app);
  if (!markup.includes(GAVE_UP)) return markup;
  const stream = await renderToReadableStream(app, { onError: (err) => console.error(err) });
  await stream.allReady;
  const again = renderToString(app);
  if (!again.includes(GAVE_UP)) {
    await stream.cancel();
    return again;
  }
  return new Response(stream).text();
}

function shownBusiness(client: QueryClient): string | null {
  const [business] = client.getQueriesData<PublicBusiness>({ queryKey: queryKeys.businessPage });
  return business?.[1]?.businessId ?? null;
}
