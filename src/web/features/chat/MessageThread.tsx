import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useStickToBottom } from './useStickToBottom';

export interface ShownMessage {
  key: string;
  /** The stored message's id; null while it is on its way. */
  id: string | null;
  role: 'user' | 'assistant';
  text: string;
  writing: boolean;
  /** An answer that reads as a post: "Use as post" shows under it. */
  postable: boolean;
}

/**
 * The messages of a conversation: the user's on the right, the assistant's on the left. The thread scrolls in
 * its own box, on its newest message, so the message box under it stays on screen.
 */
export function MessageThread({
  messages,
  onUseAsPost,
}: {
  messages: ShownMessage[];
  onUseAsPost: (messageId: string) => void;
}) {
  const threadRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useStickToBottom(
    threadRef,
    last && { key: last.key, fromUser: last.role === 'user', length: last.text.length },
  );
  return (
    // A scrolling box the keyboard can reach, to read back through earlier answers.
    <Stack
      ref={threadRef}
      gap="sm"
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      tabIndex={0}
      className="chat-thread"
    >
      {messages.map((message) => (
        <Paper
          key={message.key}
          p="sm"
          radius="md"
          withBorder={message.role === 'assistant'}
          bg={message.role === 'user' ? 'var(--mantine-primary-color-light)' : undefined}
          maw="85%"
          ml={message.role === 'user' ? 'auto' : undefined}
          data-role={message.role}
          aria-busy={message.writing}
        >
          <Text size="xs" c="dimmed" fw={600} mb={2}>
            {message.role === 'user' ? 'You' : 'Assistant'}
          </Text>
          {message.writing && message.text === '' ? (
            <Loader size="xs" type="dots" aria-label="The assistant is writing" />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.text}
            </Text>
          )}
          {message.postable && message.id !== null && (
            <Button
              variant="subtle"
              size="compact-xs"
              mt={6}
              onClick={() => message.id && onUseAsPost(message.id)}
            >
              Use as post
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
