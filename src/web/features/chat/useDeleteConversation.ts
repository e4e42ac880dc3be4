import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatRoutes } from '../../../contract/chat';
import { errorMessage } from '../../api/api-error';
import { api } from '../../api/client';
import { chatKeys } from './queries';

/** Deletes a conversation and refreshes the list. */
export function useDeleteConversation(locationId: string, onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (conversationId: string) =>
      api.call(chatRoutes.remove, { params: { locationId, conversationId } }),
    onSuccess: (_answer, conversationId) => {
      queryClient.removeQueries({ queryKey: chatKeys.conversation(locationId, conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(locationId) });
      onDeleted(conversationId);
    },
  });
  return { ...mutation, problem: mutation.error ? errorMessage(mutation.error) : null };
}
