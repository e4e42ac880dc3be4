import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '../../../contract/users';
import { api } from '../../api/client';
import { sessionKeys } from '../../session/queries';

/** Confirms a new e-mail with the token of the link sent to it; a signed-in session shows the new address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(usersRoutes.confirmEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
