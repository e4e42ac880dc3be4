import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type LoginRequest } from '../../../contract/auth';
import { api } from '../../api/client';
import { startSession } from '../../session/start-session';
import { clearSession } from '../../session/store';

/** Signs in with e-mail and password; the answer seeds the session, so nothing is asked twice. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => api.call(authRoutes.login, { body: input }),
    onSuccess: (response) => startSession(queryClient, response),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(authRoutes.logout),
    // Signed out locally even when the server could not be reached. The token goes first, so the
    // signed-in screens leave before their data does.
    onSettled: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
}
