import { useLocation, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { SearchForm } from '../ui/search-form.tsx';
import { SearchInput } from '../ui/search-input.tsx';

/** The nav bar's search field: a GET form to /search, so it works before the script does. */
export function NavSearch({ className, id = 'nav-search' }: { className?: string; id?: string }) {
  const i18n = useI18n();
  const location = useLocation();
  const [params] = useSearchParams();
  const q = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  return (
    <SearchForm label={i18n._('Quick search')} className={cn('relative', className)}>
      <SearchInput id={id} q={q} size="md" placeholder={i18n._('Search local businesses')} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-sm border border-line px-1.5 font-sans text-xs text-ink-muted"
      >
        /
      </span>
    </SearchForm>
  );
}
