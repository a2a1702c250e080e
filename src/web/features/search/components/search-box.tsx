import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { cn } from '../../../lib/cn.ts';

/** The words of the search page (a GET form: Enter searches, with or without the script). */
export function SearchBox({
  q,
  hidden,
  className,
}: {
  q: string;
  hidden: URLSearchParams;
  className?: string;
}) {
  return (
    <Form method="get" action="/search" role="search" className={cn('flex gap-2', className)}>
      {[...hidden].map(([key, value]) =>
        key === 'q' || key === 'cursor' ? null : (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ),
      )}
      <label htmlFor="search-words" className="sr-only">
        Search businesses
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="search-words"
          key={q}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Bakery, Black-owned, candles, barber…"
          className="h-13 w-full rounded-pill border border-line bg-paper pr-4 pl-12 text-base text-ink shadow-soft placeholder:text-ink-muted/75 focus-visible:border-primary"
        />
      </div>
      <button
        type="submit"
        className="h-13 shrink-0 rounded-pill bg-primary px-6 font-semibold text-cream shadow-soft hover:bg-primary-hover"
      >
        Search
      </button>
    </Form>
  );
}
