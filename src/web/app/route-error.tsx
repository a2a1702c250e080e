import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a route fails to render or its code fails to load (e.g. after a deploy). Kept in the
 * entry chunk and free of other modules so it works even when nothing else loads.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-[0.16em] text-clay-strong uppercase">
        Something went wrong
      </p>
      <h1 className="mt-3 text-4xl font-semibold text-ink">We couldn’t open this page</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Please try again. If it keeps happening, reload the page or come back in a little while.
        {detail ? <span className="mt-2 block text-sm text-ink-muted">({detail})</span> : null}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center justify-center rounded-pill bg-primary px-6 font-semibold text-cream shadow-soft hover:bg-primary-hover"
        >
          Reload page
        </button>
        <a
          href="/"
          className="inline-flex h-11 items-center justify-center rounded-pill border border-line bg-paper px-6 font-semibold text-ink hover:bg-cream-deep"
        >
          Return to Home
        </a>
      </div>
    </div>
  );
}
