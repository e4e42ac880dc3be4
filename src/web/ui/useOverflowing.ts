import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element's content runs past its box (a paragraph cut to a few lines), measured after each
 * render and whenever the element changes size: a narrower screen cuts more.
 */
export function useOverflowing<T extends HTMLElement>(): { ref: RefObject<T | null>; overflowing: boolean } {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of slack: rounding can leave the last line a fraction taller than the box.
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return { ref, overflowing };
}
