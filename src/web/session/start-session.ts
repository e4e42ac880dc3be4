import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse, SessionResponse } from '../../contract/auth';
import { sessionQuery } from './queries';
import { storeSignIn } from './store';

/** The sign-in answer is the session the session query would fetch, plus the token the browser keeps. */
function withoutToken(response: LoginResponse): SessionResponse {
  const { token: _token, ...user } = response.data;
  return { ...response, data: user };
}

/**
 * Begins a session from a sign-in answer: nothing cached for an earlier user survives, the session
 * query is seeded with the answer instead of asking again, and the token is stored last so the
 * signed-in screens find the session already loaded.
 */
export function startSession(
  queryClient: QueryClient,
  response: LoginResponse,
  activeLocationId: string | null = response.activeLocations[0]?.id ?? null,
) {
  queryClient.removeQueries();
  queryClient.setQueryData(sessionQuery().queryKey, withoutToken(response));
  storeSignIn(response.data.token, activeLocationId);
}
