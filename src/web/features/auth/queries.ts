import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appsListResponseSchema,
  type LoginRequest,
  loginResponseSchema,
  okSchema,
  sessionResponseSchema,
} from '../../../contract/auth';
import { api } from '../../api/client';
import { clearSession, refreshSession, storeLogin, useSession } from '../../session/store';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginRequest) =>
      api.post('/auth/app/login', loginResponseSchema, { body: input, anonymous: true }),
    onSuccess: (response) => storeLogin(response),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/logout', okSchema),
    // Signed out locally even when the server could not be reached.
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

/** Refreshes the stored user, agency and locations from the server once per app load. */
export function useSessionRefresh() {
  const session = useSession();
  return useQuery({
    queryKey: ['session', session?.user._id],
    enabled: !!session,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const response = await api.get('/auth/session', sessionResponseSchema);
      refreshSession(response);
      return response;
    },
  });
}

/** The apps the active location's plan opens. */
export function useAppsList(planId: string | null | undefined) {
  return useQuery({
    queryKey: ['apps', planId],
    enabled: !!planId,
    queryFn: async () =>
      (await api.get(`/accounts/getAppsList?plan_id=${planId}`, appsListResponseSchema)).data,
  });
}
