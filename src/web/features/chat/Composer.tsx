import { Button, Group, Text, Textarea } from '@mantine/core';
import type { FormEvent, KeyboardEvent } from 'react';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../contract/chat';
import { useSessionDraft } from '../../ui/useSessionDraft';

interface Props {
  /** Whose message box this is (the user's, in one location): what they typed and did not send waits there. */
  draftKey: string;
  busy: boolean;
  /** Sends the text; resolves true once it is stored, so the box is emptied only then. */
  onSend: (text: string) => Promise<boolean>;
}

/**
 * Where the user writes: Enter sends, Shift+Enter starts a new line. A message not sent yet is still there after
 * leaving the page and coming back.
 */
export function Composer({ draftKey, busy, onSend }: Props) {
  const [text, setText] = useSessionDraft(draftKey);
  const trimmed = text.trim();
  const tooLong = text.length > MAX_CHAT_MESSAGE_LENGTH;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || trimmed === '' || tooLong) return;
    if (await onSend(trimmed)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void submit(event);
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Textarea
        label="Message"
        placeholder='Ask for "ideas for next week", "a post for Friday", or paste a post to shorten'
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={tooLong ? `Messages are at most ${MAX_CHAT_MESSAGE_LENGTH} characters.` : undefined}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          Enter sends, Shift+Enter adds a line
        </Text>
        <Button type="submit" loading={busy} disabled={trimmed === '' || tooLong}>
          Send
        </Button>
      </Group>
    </form>
  );
}
