import { useEffect, useRef } from 'react';

/**
 * Infinite scroll (spec paid §9 'Infinite scroll distance 1'): returns a ref for an element placed after the last
 * row; when it comes within one viewport of the scrolling container, `loadMore` runs (once per page in flight).
 */
export function useInfiniteSentinel<T extends HTMLElement>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
