import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  authRoutes,
  type LoginRequest,
  type PasswordReset,
  type PasswordResetRequest,
} from '../../../contract/auth';
import { api } from '../../api/client';
import { paths } from '../../app/paths';
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

/**
 * Signs out and opens `then` when given, else the sign-in page. The page is also left with the session for
 * the guard of /app, which would otherwise send the browser to the plain sign-in page first; an embedded
 * session's pages have no such guard, and are left by the navigation itself.
 */
export function useLogout(then: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(authRoutes.logout),
    // Signed out locally even when the server could not be reached. The token goes first, so the
    // signed-in screens leave before their data does.
    onSettled: () => {
      clearSession(then);
      queryClient.removeQueries();
      void navigate(then ?? paths.signIn(), { replace: true });
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
