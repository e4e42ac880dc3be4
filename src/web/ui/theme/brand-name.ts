import { createContext, useContext } from 'react';

/** The name of the agency whose look the page wears, null before one is known. */
export const BrandNameContext = createContext<string | null>(null);

export const useBrandName = () => useContext(BrandNameContext);
