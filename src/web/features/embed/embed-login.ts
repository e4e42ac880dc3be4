import type { QueryClient } from '@tanstack/react-query';
import { authRoutes, type EmbedRequest, type SessionResponse } from '../../../contract/auth';
import { isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { sessionQuery } from '../../session/queries';
import { startSession } from '../../session/start-session';
import { readStoredSession, setActiveLocation } from '../../session/store';
import { isFramed, requestPlatformPayload } from './platform-payload';

/** Chooses how to vouch for the user: a signed link, the platform's single sign-on, or an unsigned link where allowed. */
async function embedRequest(
  email: string,
  locationId: string,
  search: URLSearchParams,
): Promise<EmbedRequest> {
  const exp = search.get('exp');
  const sig = search.get('sig');
  if (exp && sig) return { method: 'signed', email, locationId, exp: Number(exp), sig };
  const config = await api.call(authRoutes.embedConfig, { query: { locationId } });
  if (isFramed() && config.platformOrigin) {
    return { method: 'ghl', email, locationId, payload: await requestPlatformPayload(config.platformOrigin) };
  }
  if (config.allowUnsigned) return { method: 'unsigned', email, locationId };
  throw new Error('This link is missing its signature. Please open the app from your platform.');
}

/** The stored token's session, or null when there is none or the server no longer accepts it. */
async function storedTokenSession(): Promise<SessionResponse | null> {
  if (!readStoredSession()) return null;
  try {
    return await api.call(authRoutes.session, { checkingToken: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const isSessionOf = (session: SessionResponse | undefined, email: string, locationId: string) =>
  session?.data.email === email && session.activeLocations.some((l) => l.id === locationId);

/**
 * Makes the user an embed URL names signed in with its location active: the stored session when it
 * is theirs and still good ('kept'), else a sign-in through the link ('signed-in').
 */
export async function openEmbedSession(
  queryClient: QueryClient,
  email: string,
  locationId: string,
  search: URLSearchParams,
): Promise<'kept' | 'signed-in'> {
  const current = await storedTokenSession();
  if (current && isSessionOf(current, email, locationId)) {
    queryClient.setQueryData(sessionQuery().queryKey, current);
    setActiveLocation(locationId);
    return 'kept';
  }
  const request = await embedRequest(email, locationId, search);
  startSession(queryClient, await api.call(authRoutes.embedLogin, { body: request }), locationId);
  return 'signed-in';
}
