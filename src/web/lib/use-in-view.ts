import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element has scrolled into view (or within `rootMargin` of it), and stays
 * true. Starts false everywhere, on the server too, so a server-rendered page hydrates without a
 * mismatch.
 */
export function useInView(ref: RefObject<Element | null>, { threshold = 0.3, rootMargin = '0px' }: { threshold?: number; rootMargin?: string } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, inView]);
  return inView;
}
