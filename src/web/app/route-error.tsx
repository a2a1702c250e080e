import { isRouteErrorResponse, useRouteError } from 'react-router';
import { localizedPath } from '#shared/i18n/locale.ts';
import { useI18n } from '../lib/i18n.tsx';

/**
 * Shown when a route fails to render or its code fails to load (e.g. after a deploy). Kept in the
 * entry chunk and free of other modules (but the translator, which the entry holds) so it works
 * even when nothing else loads.
 */
export function RouteError() {
  const i18n = useI18n();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-[0.16em] text-clay-strong uppercase">
        {i18n._('Something went wrong')}
      </p>
      <h1 className="mt-3 text-4xl font-semibold text-ink">{i18n._('We couldn’t open this page')}</h1>
      <p className="mt-4 text-lg text-ink-soft">
        {i18n._('Please try again. If it keeps happening, reload the page or come back in a little while.')}
        {detail ? <span className="mt-2 block text-sm text-ink-muted">({detail})</span> : null}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center justify-center rounded-pill bg-primary px-6 font-semibold text-cream shadow-soft hover:bg-primary-hover"
        >
          {i18n._('Reload page')}
        </button>
        <a
          href={localizedPath('/', i18n.locale)}
          className="inline-flex h-11 items-center justify-center rounded-pill border border-line bg-paper px-6 font-semibold text-ink hover:bg-cream-deep"
        >
          {i18n._('Return to Home')}
        </a>
      </div>
    </div>
  );
}
