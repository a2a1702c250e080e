// 'Load More' and reaching the bottom both ask for the next page, which comes after a pause (800 ms
// on the market, docs/product.md §12.3); asking again while waiting or fetching does nothing.
import { useCallback, useEffect, useRef, useState } from 'react';

export const LOAD_MORE_DELAY_MS = 800;

export interface DelayedLoadMoreOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** The pause before the next page is fetched. */
  delayMs?: number;
}

export function useDelayedLoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  delayMs = LOAD_MORE_DELAY_MS,
}: DelayedLoadMoreOptions) {
  const [waiting, setWaiting] = useState(false);
  const fetchRef = useRef(fetchNextPage);
  fetchRef.current = fetchNextPage;

  useEffect(() => {
    if (!waiting) return;
    let active = true;
    const id = setTimeout(() => {
      void fetchRef.current().finally(() => {
        if (active) setWaiting(false);
      });
    }, delayMs);
    return () => {
      active = false;
      clearTimeout(id);
    };
  }, [waiting, delayMs]);

  const loading = waiting || isFetchingNextPage;
  const loadMore = useCallback(() => {
    if (hasNextPage && !loading) setWaiting(true);
  }, [hasNextPage, loading]);

  return { loadMore, loading };
}
