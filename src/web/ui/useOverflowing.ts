import { useLayoutEffect, useState } from 'react';

/**
 * Whether the element's content runs past its box (a paragraph cut to a few lines), measured when the element
 * shows and whenever it changes size: a narrower screen cuts more. `ref` goes on the element.
 */
export function useOverflowing<T extends HTMLElement>(): {
  ref: (element: T | null) => void;
  overflowing: boolean;
} {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    // A pixel of slack: rounding can leave the last line a fraction taller than the box.
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, overflowing };
}
