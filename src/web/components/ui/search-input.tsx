import { Search } from 'lucide-react';
import { QUERY_MAX } from '#shared/search/search-limits.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface SearchInputProps {
  id: string;
  /** The words it starts with (a new value resets it). */
  q: string;
  placeholder: string;
  size: 'md' | 'lg';
  className?: string;
}

/** The words of a search (`name="q"`), labelled "Search businesses", with a magnifier. */
export function SearchInput({ id, q, placeholder, size, className }: SearchInputProps) {
  const i18n = useI18n();
  const large = size === 'lg';
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {i18n._('Search businesses')}
      </label>
      <Search
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-muted',
          large ? 'left-4 size-5' : 'left-3.5 size-4.5',
        )}
      />
      <input
        id={id}
        key={q}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={QUERY_MAX}
        placeholder={placeholder}
        className={cn(
          'w-full rounded-pill border border-line bg-paper text-ink placeholder:text-ink-muted/80 hover:border-ink-muted/40 focus-visible:border-primary',
          large ? 'h-13 pr-4 pl-12 text-base shadow-soft' : 'h-10 pr-9 pl-10 text-[0.95rem]',
        )}
      />
    </div>
  );
}
