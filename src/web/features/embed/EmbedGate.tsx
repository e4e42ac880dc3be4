import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useEmbedSession } from './useEmbedSession';

/**
 * /{email}/{locationId}/app/*: shows the app when the session is that user's with that location,
 * otherwise signs them in through the embed link first.
 */
export function EmbedGate({ children }: { children: ReactNode }) {
  const { email = '', locationId = '' } = useParams();
  const [search] = useSearchParams();
  if (!useEmbedSession(email, locationId, search)) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Loader aria-label="Signing you in" />
          <Text c="dimmed">Signing you in…</Text>
        </Stack>
      </Center>
    );
  }
  // A signed link has done its work once the user is in: home, with the signature gone from the address bar.
  if (search.has('sig')) return <Navigate to={paths.app('home', { email, locationId })} replace />;
  return children;
}
