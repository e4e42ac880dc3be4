import { useEffect, useSyncExternalStore } from 'react';
import type { PublicBrand } from '../../../contract/agency-console/brand';

/**
 * The agency a public page belongs to by its address (a free-trial page, /trial/{slug}), before anyone
 * signs in: while the page shows, the product wears that agency's look.
 */
let shown: PublicBrand | null = null;
const listeners = new Set<() => void>();

function show(brand: PublicBrand | null) {
  shown = brand;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The look of the agency whose public page is open, if one is. */
export function usePageBrand(): PublicBrand | null {
  return useSyncExternalStore(subscribe, () => shown);
}

/** Gives the product this agency's look while the calling page is open. */
export function useShowPageBrand(brand: PublicBrand | null) {
  useEffect(() => {
    show(brand);
    return () => show(null);
  }, [brand]);
}
