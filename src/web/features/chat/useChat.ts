import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatMessage, chatRoutes } from '../../../contract/chat';
import { errorMessage, isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { dashboardKeys } from '../dashboard/queries';
import type { ShownMessage } from './MessageThread';
import { chatKeys } from './queries';

/** An answer being written: the question as sent, and the words so far. */
export interface PendingAnswer {
  conversationId: string | null;
  question: string;
  text: string;
}

/** Why the last message got no answer, said above the message box until the next is sent. */
export interface ChatFailure {
  message: string;
  /** The balance was too low: the way to add to it is offered beside the message. */
  addBalance: boolean;
}

/**
 * Sends a message and follows its answer as it streams. The answer keeps streaming when the user opens
 * another conversation (it then shows as unread there); leaving the chat app stops it.
 */
export function useChat(locationId: string, onStarted: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    (conversationId: string | null, text: string): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setPending({ conversationId, question: text, text: '' });
      let startedId = conversationId;
      // Set once the server stored the question: from then on the text is in the conversation.
      let stored = false;
      const refresh = async () => {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        // Opening the conversation marks its answer read: the list is asked for after it, so no stale marker shows.
        if (startedId) {
          const conversation = chatKeys.conversation(locationId, startedId);
          // A new conversation's first read may still be on its way, made before the answer was stored: a
          // refetch would join it rather than replace it, so it is dropped and the conversation read again.
          await queryClient.cancelQueries({ queryKey: conversation });
          await queryClient.invalidateQueries({ queryKey: conversation });
        }
        await queryClient.invalidateQueries({ queryKey: chatKeys.list(locationId) });
      };
      return (
        api
          .stream(chatRoutes.send, {
            params: { locationId },
            body: { conversationId: conversationId ?? undefined, text },
            signal: abort.signal,
            onEvent: (line) => {
              if (line.type === 'started') {
                stored = true;
                startedId = line.conversation.id;
                setPending((current) => current && { ...current, conversationId: line.conversation.id });
                onStarted(line.conversation.id);
                void queryClient.invalidateQueries({ queryKey: chatKeys.list(locationId) });
              } else if (line.type === 'delta') {
                setPending((current) => current && { ...current, text: current.text + line.text });
              } else if (line.type === 'error') {
                setFailure({ message: line.message, addBalance: line.code === 'insufficient_balance' });
              }
            },
          })
          .catch((error: unknown) => {
            if (!abort.signal.aborted)
              setFailure({
                message: errorMessage(error),
                addBalance: isApiError(error, 'insufficient_balance'),
              });
          })
          // Refused before anything was stored (too little balance, say), the caller keeps the text in the box.
          .then(() => stored)
          .finally(() => {
            setPending(null);
            void refresh();
          })
      );
    },
    [locationId, onStarted, queryClient],
  );

  return { pending, failure, send, busy: pending !== null };
}

/** The messages to show: the stored ones, then the question and answer on their way. */
export function shownMessages(
  stored: readonly ChatMessage[],
  pending: PendingAnswer | null,
  conversationId: string | null,
): ShownMessage[] {
  const shown = stored.map((message) => ({
    key: message.id,
    id: message.id,
    role: message.role,
    text: message.text,
    writing: false,
    postable: message.postable,
  }));
  if (!pending || pending.conversationId !== conversationId) return shown;
  const asked = stored.at(-1)?.role === 'user' && stored.at(-1)?.text === pending.question;
  return [
    ...shown,
    ...(asked
      ? []
      : [
          {
            key: 'question',
            id: null,
            role: 'user' as const,
            text: pending.question,
            writing: false,
            postable: false,
          },
        ]),
    {
      key: 'answer',
      id: null,
      role: 'assistant' as const,
      text: pending.text,
      writing: true,
      postable: false,
    },
  ];
}
