import { AppLink } from '../../../components/ui/app-link.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** A search that could not run: a filter the address got wrong (400), or the server did not answer. */
export function SearchProblem({ error, q, retryHref }: { error: unknown; q: string; retryHref: string }) {
  const i18n = useI18n();
  const invalid = error instanceof ApiError && error.status === 400;
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-danger-soft/50 px-6 py-8">
      <h2 className="text-xl font-semibold text-ink">
        {invalid ? i18n._('Check this search') : i18n._('Search is not answering right now')}
      </h2>
      {invalid ? (
        // Each field's own message, once ('Must be a valid ZIP code.'), never the field's code name.
        <ul className="mt-2 list-disc pl-5 text-ink-soft">
          {[...new Set(Object.values(error.fields))].map((message) => (
            <li key={message}>{i18n._(message)}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {invalid ? (
          <AppLink
            to={paths.search(q || undefined)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {i18n._('Search again without filters')}
          </AppLink>
        ) : (
          // A link (the page again), so it works where the app does not run (docs/decisions/041).
          <ButtonLink to={retryHref} variant="secondary" size="sm">
            {i18n._('Try again')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
