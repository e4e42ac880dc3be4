import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { clearSession, setActiveLocation, useStoredSession } from '../../session/store';
import { useLoadedSession } from '../../session/useSession';
import { isSessionOf, openEmbedSession } from './embed-login';

const FAILED = 'Signing in through this link failed.';

/**
 * Whether the user an embed URL names is signed in here with its location; signs them in through the
 * link when not. A fresh sign-in opens the home page; a failed one shows why on the sign-in page.
 */
export function useEmbedSession(email: string, locationId: string, search: URLSearchParams): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useStoredSession();
  const session = useLoadedSession();
  const attempted = useRef<string | null>(null);
  const address = email.toLowerCase();
  const signedInHere = stored !== null && isSessionOf(session, address, locationId);

  useEffect(() => {
    if (signedInHere) {
      setActiveLocation(locationId);
      return;
    }
    const key = `${email}/${locationId}?${search.toString()}`;
    if (attempted.current === key) return;
    attempted.current = key;
    openEmbedSession(queryClient, address, locationId, search)
      .then((outcome) => {
        if (outcome === 'signed-in') navigate(paths.app('home', { email, locationId }), { replace: true });
      })
      .catch((error: unknown) => {
        clearSession();
        const message = error instanceof Error ? error.message : FAILED;
        navigate(paths.signIn(), { replace: true, state: { error: message } });
      });
  }, [signedInHere, email, address, locationId, search, navigate, queryClient]);

  return signedInHere;
}
