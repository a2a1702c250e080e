import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` each time the element scrolls into view (within `rootMargin`). It fires on the
 * moment of arrival only, so content that loads while the element is still visible does not chain.
 */
export function useOnReach(ref: RefObject<Element | null>, onReach: () => void, rootMargin = '0px') {
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
}
