import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyInput, locationsRoutes } from '../../../contract/locations';
import { type OwnProfileInput, type PasswordChange, usersRoutes } from '../../../contract/users';
import { api } from '../../api/client';
import { sessionKeys } from '../../session/queries';

/** Saves one's own profile; the session is loaded again so every screen shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnProfileInput) => api.call(usersRoutes.updateMe, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Changes one's own password; the server ends the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChange) => api.call(usersRoutes.changeMyPassword, { body: input }),
  });
}

/** Saves the company details of a location (agency admins); the session shows them everywhere. */
export function useUpdateCompany(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) =>
      api.call(locationsRoutes.updateCompany, { params: { locationId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
