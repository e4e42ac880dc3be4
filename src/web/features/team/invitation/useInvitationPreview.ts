import { useMutationState, useQuery } from '@tanstack/react-query';
import { invitationKeys, invitationPreviewQuery } from './queries';

/**
 * The invitation a link opens, asked for until the link is used: signing in clears every cached
 * answer, and the preview must not then be asked again for a link that no longer works.
 */
export function useInvitationPreview(token: string) {
  const accepted =
    useMutationState({ filters: { mutationKey: invitationKeys.accept(token), status: 'success' } }).length >
    0;
  return useQuery({ ...invitationPreviewQuery(token), enabled: !accepted });
}
