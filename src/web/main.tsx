import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import { sessionQueryOptions } from './lib/use-session.ts';

// Ask for the session while the route chunks download, not after.
void queryClient.prefetchQuery(sessionQueryOptions);

function mount() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// Render once the first route's lazy modules are in, so the static shell in index.html stays on
// screen until the real page replaces it (no blank frame, no layout shift).
if (router.state.initialized) {
  mount();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}
