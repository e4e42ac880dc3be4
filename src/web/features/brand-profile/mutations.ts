import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BrandProfileAnswer,
  type BrandProfileInput,
  brandProfileRoutes,
} from '../../../contract/brand-profile';
import { api } from '../../api/client';
import { replaceQueryData } from '../../api/replace-query-data';
import { calendarKeys } from '../calendar/queries';
import { brandProfileKeys } from './queries';

/** Keeps the answer, and loads the calendar again: the profile decides which days it shows first. */
function useProfileChanged(locationId: string) {
  const queryClient = useQueryClient();
  return async (answer: BrandProfileAnswer) => {
    await replaceQueryData(queryClient, brandProfileKeys.of(locationId), answer);
    return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  };
}

/**
 * Saves the profile and says so here, not in the form: a card's Personalise form is gone once the profile
 * exists, before a callback of its own could run.
 */
export function useSaveBrandProfile(locationId: string) {
  const changed = useProfileChanged(locationId);
  return useMutation({
    mutationFn: (input: BrandProfileInput) =>
      api.call(brandProfileRoutes.save, { params: { locationId }, body: input }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: 'The brand profile was saved: new posts follow it' });
      await changed(answer);
    },
  });
}

export function useUploadBrandLogo(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: string) =>
      api.call(brandProfileRoutes.uploadLogo, { params: { locationId }, body: { data } }),
    onSuccess: (answer) => replaceQueryData(queryClient, brandProfileKeys.of(locationId), answer),
  });
}

export function useRemoveBrandLogo(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(brandProfileRoutes.removeLogo, { params: { locationId } }),
    onSuccess: (answer) => replaceQueryData(queryClient, brandProfileKeys.of(locationId), answer),
  });
}
