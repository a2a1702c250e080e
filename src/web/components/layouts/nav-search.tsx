import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn.ts';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Focuses the visible search field when "/" is pressed outside a text field. */
export function useSlashToSearch() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return;
      const active = document.activeElement as HTMLElement | null;
      if (active && (TYPING.has(active.tagName) || active.isContentEditable)) return;
      const field = [...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].find(
        (el) => el.offsetParent !== null,
      );
      if (!field) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The nav bar's search field: a GET form to /search, so it works before the script does. */
export function NavSearch({ className, id = 'nav-search' }: { className?: string; id?: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const q = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Quick search"
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        Search businesses
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        key={q}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder="Search local businesses"
        className="h-10 w-full rounded-pill border border-line bg-paper pr-9 pl-10 text-[0.95rem] text-ink placeholder:text-ink-muted/80 hover:border-ink-muted/40 focus-visible:border-primary"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-sm border border-line px-1.5 font-sans text-xs text-ink-muted"
      >
        /
      </span>
    </Form>
  );
}
