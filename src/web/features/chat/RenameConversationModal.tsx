import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MAX_CONVERSATION_TITLE_LENGTH } from '../../../contract/chat';
import { useFocusBack } from '../../ui/useFocusBack';
import { useRenameConversation } from './useRenameConversation';

interface Props {
  locationId: string;
  conversation: { id: string; title: string };
  onClose: () => void;
}

/** A new title for a conversation, at most 80 characters. */
export function RenameConversationModal({ locationId, conversation, onClose }: Props) {
  // Shown only while open: once gone, the focus goes back to Rename rather than to the top of the page.
  useFocusBack(true);
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameConversation(locationId, onClose);
  const trimmed = title.trim();
  const error =
    trimmed === ''
      ? 'Give the conversation a title.'
      : trimmed.length > MAX_CONVERSATION_TITLE_LENGTH
        ? `A title is at most ${MAX_CONVERSATION_TITLE_LENGTH} characters.`
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) rename.mutate({ id: conversation.id, title: trimmed });
  };
  return (
    <Modal opened onClose={onClose} title="Rename conversation">
      <form onSubmit={submit}>
        <TextInput
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={title !== conversation.title ? error : null}
          data-autofocus
        />
        {rename.problem && (
          <Alert color="red" mt="sm">
            {rename.problem}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending} disabled={error !== null}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
