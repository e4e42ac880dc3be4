import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AppLayout } from '../../layout/AppLayout';
import { clearSession, setActiveLocation, useSession } from '../../session/store';
import { signInFromEmbedUrl } from './embed-login';

/**
 * /{email}/{locationId}/app/*: shows the app when the stored session is that user's with that location,
 * otherwise signs them in through the embed link first.
 */
export function EmbedGate() {
  const { email = '', locationId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const attempted = useRef<string | null>(null);
  const signedInHere =
    session?.user.email === email.toLowerCase() && session.locations.some((l) => l.id === locationId);

  useEffect(() => {
    if (signedInHere) {
      if (session?.activeLocationId !== locationId) setActiveLocation(locationId);
      return;
    }
    const key = `${email}/${locationId}?${search.toString()}`;
    if (attempted.current === key) return;
    attempted.current = key;
    signInFromEmbedUrl(email.toLowerCase(), locationId, search)
      .then(() => navigate(`/${email}/${locationId}/app/home`, { replace: true }))
      .catch((error: unknown) => {
        clearSession();
        const message =
          error instanceof ApiError || error instanceof Error
            ? error.message
            : 'Signing in through this link failed.';
        navigate('/auth/sign-in', { replace: true, state: { error: message } });
      });
  }, [signedInHere, session?.activeLocationId, email, locationId, search, navigate]);

  if (!signedInHere) {
    return (
      <Center mih="100vh">
        <Stack align="center">
          <Loader aria-label="Signing you in" />
          <Text c="dimmed">Signing you in…</Text>
        </Stack>
      </Center>
    );
  }
  return <AppLayout />;
}
