import { Home } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NOT_FOUND_TITLE } from '#shared/display/page-meta.ts';
import illustration from '../../assets/not-found.svg';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { logNotFound } from '../../lib/log-not-found.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Any unknown path (docs/product.md §3.1): 'Oops! Page not found'; the path is reported to the server log once. */
export function NotFoundPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(NOT_FOUND_TITLE));
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (logged.current === path) return;
    logged.current = path;
    void logNotFound(path);
  }, [path]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <img src={illustration} alt="" width={320} height={240} className="h-auto w-64 sm:w-80" />
      <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-clay-strong uppercase">
        {i18n._('Error 404')}
      </p>
      <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{i18n._('Oops! Page not found')}</h1>
      <p className="mt-4 text-lg text-ink-soft">
        {i18n._(
          'This path doesn’t lead anywhere on Locals Market. It may have moved, or the link may be mistyped.',
        )}
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.home} size="lg">
          <Home aria-hidden="true" />
          {i18n._('Return to Home')}
        </ButtonLink>
        <ButtonLink to={paths.explore} size="lg" variant="secondary">
          {i18n._('Browse the Market')}
        </ButtonLink>
      </div>
    </div>
  );
}
