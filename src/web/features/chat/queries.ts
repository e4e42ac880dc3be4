import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chatRoutes } from '../../../contract/chat';
import { api } from '../../api/client';

export const chatKeys = {
  all: ['chat'] as const,
  app: (locationId: string) => [...chatKeys.all, 'app', locationId] as const,
  list: (locationId: string) => [...chatKeys.all, 'list', locationId] as const,
  conversation: (locationId: string, id: string) =>
    [...chatKeys.all, 'conversation', locationId, id] as const,
};

/** What the chat app shows: the agency's page (a signed address, fresh each visit) or the assistant. */
export function chatAppQuery(locationId: string) {
  return queryOptions({
    queryKey: chatKeys.app(locationId),
    queryFn: ({ signal }) => api.call(chatRoutes.app, { params: { locationId }, signal }),
    // The signed address lives for minutes: every visit asks for a new one.
    staleTime: 0,
    gcTime: 0,
  });
}

export function conversationsQuery(locationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(locationId),
    queryFn: ({ pageParam, signal }) =>
      api.call(chatRoutes.conversations, {
        params: { locationId },
        query: { after: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function conversationQuery(locationId: string, conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(locationId, conversationId),
    queryFn: ({ signal }) =>
      api.call(chatRoutes.conversation, { params: { locationId, conversationId }, signal }),
  });
}
