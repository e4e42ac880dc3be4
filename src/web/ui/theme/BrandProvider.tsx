import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLoadedSession } from '../../session/useSession';
import { applyBrandToDocument, brandCssVariables, brandTheme, neutralCustomisation } from './brand';
import { BrandNameContext } from './brand-name';
import { useDomainBrand } from './domain-brand';
import { usePageBrand } from './page-brand';

/** Toasts disappear after 3 seconds. */
export const TOAST_MS = 3000;

/**
 * Toasts sit above the page and the top bar (100) but under dialogs (Mantine's 200): a dialog opened while a
 * toast shows is read whole, the toast dimmed behind it.
 */
const TOAST_LAYER = 150;

/**
 * The look of the agency whose public page is open (a free-trial page), else the agency's look once its
 * session is loaded. Before (the sign-in screen and the pages its links lead to): the look of the
 * agency whose own domain this is, else a neutral one.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const sessionAgency = useLoadedSession()?.agency;
  const domainBrand = useDomainBrand();
  const pageBrand = usePageBrand();
  const agency = pageBrand ?? sessionAgency ?? domainBrand;
  const customisation = agency?.customisation ?? neutralCustomisation;
  const theme = useMemo(() => brandTheme(customisation), [customisation]);
  const cssVariables = useMemo(() => brandCssVariables(customisation), [customisation]);
  useEffect(() => {
    applyBrandToDocument(customisation);
  }, [customisation]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {/* Below the sticky top bar (see .toasts), so a toast never covers the navigation. */}
      <Notifications autoClose={TOAST_MS} position="top-center" className="toasts" zIndex={TOAST_LAYER} />
      <BrandNameContext.Provider value={agency?.name ?? null}>{children}</BrandNameContext.Provider>
    </MantineProvider>
  );
}
