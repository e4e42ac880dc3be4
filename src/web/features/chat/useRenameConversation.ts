import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatRoutes } from '../../../contract/chat';
import { errorMessage } from '../../api/api-error';
import { api } from '../../api/client';
import { chatKeys } from './queries';

/** Renames a conversation; the list and the open conversation show the new title. */
export function useRenameConversation(locationId: string, onRenamed: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.call(chatRoutes.rename, { params: { locationId, conversationId: id }, body: { title } }),
    onSuccess: (_renamed, { id }) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(locationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(locationId, id) });
      onRenamed();
    },
  });
  return { ...mutation, problem: mutation.error ? errorMessage(mutation.error) : null };
}
