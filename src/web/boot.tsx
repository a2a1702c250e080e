// The app: hydrates a server-rendered page, or renders a client-rendered one (main.tsx starts it).
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { basenameOf, localeOfPath } from '#shared/i18n/locale.ts';
import { routes } from './app/routes.tsx';
import { setAppNavigation } from './lib/app-navigation.ts';
import { stopNotingClicks } from './lib/clicks-before-hydration.ts';
import { I18nProvider, loadI18n } from './lib/i18n.tsx';
import { queryClient } from './lib/query-client.ts';
import { routeContext } from './lib/route-context.ts';
import { reviveAnsweredErrors } from './ssr/answered-errors.ts';
import { readPageState } from './ssr/page-state.ts';

// A server-rendered page brings its data: the cache is filled before the router starts, so the
// routes' loaders find it there and fetch nothing again.
const pageState = readPageState(document);
if (pageState) {
  reviveAnsweredErrors(queryClient, pageState);
  hydrate(queryClient, pageState);
  // A page the server kept rendered (anonymous business pages, up to minutes) brings data as old
  // as the page. It is what the page shows, and the server drops kept pages on every write, so it
  // counts as fresh from now: hydrating never fetches it again (docs/decisions/011).
  const now = Date.now();
  for (const query of pageState.queries)
    if (query.state.status === 'success')
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
}

// The same loaders as on the server, with the one cache and the browser's fetch.
// Until the first page is in, its loaders find the server's reads in the cache (route-context.ts).
let drawnPage = Boolean(pageState);
// Actions run here tell their outcome with a toast (route-context.ts); sonner is fetched then, not
// with the page's first script (page budgets: docs/product.md §20).
const toast = (kind: 'success' | 'error') => (message: string) =>
  void import('sonner').then((sonner) => sonner.toast[kind](message));
const browser = { success: toast('success'), error: toast('error') };
// A Spanish page's routes live under /es: the router's paths leave the prefix out.
const { locale } = localeOfPath(window.location.pathname);
const i18nReady = loadI18n(locale);
const router = createBrowserRouter(routes, {
  basename: basenameOf(locale),
  getContext: () => routeContext(queryClient, { drawnPage, browser }),
});
setAppNavigation((to, options) => void router.navigate(to, options));

async function mount() {
  const root = document.getElementById('root')!;
  const i18n = await i18nReady;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  // From here React answers clicks itself (and replays those made while it hydrates).
  stopNotingClicks();
  if (pageState) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// Render once the first route's lazy modules are in: a server-rendered page is then hydrated with
// exactly what the server drew, and a client-rendered one keeps its static shell on screen until
// the real page replaces it (no blank frame, no layout shift).
if (router.state.initialized) {
  drawnPage = false;
  void mount();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    drawnPage = false;
    void mount();
  });
}
