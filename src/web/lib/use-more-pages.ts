// The pages after the one the server drew, asked for one at a time without the query cache: an
// island's list (docs/decisions/041) pages on with it. A page that fails to come leaves the cursor as
// it was, so the next press asks again (or, a link, follows it as a page load).
import { useState } from 'react';

export interface Paged<T> {
  items: T[];
  nextCursor: string | null;
}

export function useMorePages<T>(nextCursor: string | null, fetchPage: (cursor: string) => Promise<Paged<T>>) {
  const [more, setMore] = useState({ items: [] as T[], cursor: nextCursor, fetching: false });
  const fetchNextPage = async () => {
    if (!more.cursor) return;
    setMore((m) => ({ ...m, fetching: true }));
    try {
      const page = await fetchPage(more.cursor);
      setMore((m) => ({ items: [...m.items, ...page.items], cursor: page.nextCursor, fetching: false }));
    } catch {
      setMore((m) => ({ ...m, fetching: false }));
    }
  };
  return { ...more, fetchNextPage };
}
