import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSession } from '../session/store';
import { applyBrandToDocument, brandTheme, neutralCustomisation } from './brand';

/** Toasts disappear after 3 seconds. */
export const TOAST_MS = 3000;

export function BrandProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const customisation = session?.agency.customisation ?? neutralCustomisation;
  const theme = useMemo(() => brandTheme(customisation), [customisation]);
  useEffect(() => {
    applyBrandToDocument(customisation, session?.agency.name ?? null);
  }, [customisation, session?.agency.name]);
  return (
    <MantineProvider theme={theme}>
      <Notifications autoClose={TOAST_MS} position="top-right" />
      {children}
    </MantineProvider>
  );
}
