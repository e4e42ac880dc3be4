import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authRoutes,
  type LoginRequest,
  type PasswordReset,
  type PasswordResetRequest,
} from '../../../contract/auth';
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

/** Signs out; the signed-in screens then leave for `then` when given, else for the sign-in page. */
export function useLogout(then: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(authRoutes.logout),
    // Signed out locally even when the server could not be reached. The token goes first, so the
    // signed-in screens leave before their data does.
    onSettled: () => {
      clearSession(then);
      queryClient.removeQueries();
    },
  });
}

/** Asks for a reset link; the answer is the same whether or not an account uses the e-mail. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) => api.call(authRoutes.requestPasswordReset, { body: input }),
  });
}

/**
 * Sets the new password with the link's token. The server ended every session of the account, so any
 * session this browser kept goes too, and the sign-in screen shows.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordReset) => api.call(authRoutes.resetPassword, { body: input }),
    onSuccess: () => {
      clearSession();
      queryClient.removeQueries();
    },
  });
}
