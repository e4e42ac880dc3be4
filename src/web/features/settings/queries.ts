import { useMutation } from '@tanstack/react-query';
import { okSchema } from '../../../contract/auth';
import { type ChangePassword, type UpdateProfile, userResponseSchema } from '../../../contract/users';
import { api } from '../../api/client';
import { readSession, refreshSession } from '../../session/store';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateProfile) =>
      api.put('/user/chatuser/update', userResponseSchema, { body: input }),
    onSuccess: ({ data }) => {
      const session = readSession();
      if (session) {
        refreshSession({
          data,
          brand: session.brand,
          agency: session.agency,
          activeLocations: session.locations,
        });
      }
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) =>
      api.put('/user/chatuser/update/password', okSchema, { body: input }),
  });
}
