import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '../../session/useSession';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { QueryStatus } from '../../ui/QueryStatus';
import { AddBalanceLink } from '../balance/AddBalanceLink';
import { Composer } from './Composer';
import { ConversationList } from './ConversationList';
import { MessageThread } from './MessageThread';
import { conversationQuery } from './queries';
import { questionBefore } from './question-before';
import { RenameConversationModal } from './RenameConversationModal';
import { UseAsPostModal } from './UseAsPostModal';
import { shownMessages, useChat } from './useChat';
import { useDeleteConversation } from './useDeleteConversation';

/** The product's assistant: conversations on the left, the open one and the message box on the right. */
export function AssistantChat({
  locationId,
  engine,
}: {
  locationId: string;
  engine: 'builtin' | 'provider';
}) {
  const userId = useSession().data._id;
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [usingAnswer, setUsingAnswer] = useState<string | null>(null);
  const onStarted = useCallback((id: string) => setOpenId(id), []);
  const chat = useChat(locationId, onStarted);
  const open = useQuery({ ...conversationQuery(locationId, openId ?? ''), enabled: openId !== null });
  const remove = useDeleteConversation(locationId, (id) => {
    setDeleting(null);
    if (id === openId) setOpenId(null);
  });
  const messages = shownMessages(openId ? (open.data?.messages ?? []) : [], chat.pending, openId);

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ConversationList
          locationId={locationId}
          openId={openId}
          onOpen={setOpenId}
          onDelete={(id, title) => setDeleting({ id, title })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              {/* A long title wraps; Rename keeps its width beside it, on a phone too. */}
              <Title order={3} size="h5" style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
                {openId ? (open.data?.title ?? 'Conversation') : 'New conversation'}
              </Title>
              {open.data && openId && (
                <Button
                  variant="subtle"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  onClick={() => setRenaming(true)}
                >
                  Rename
                </Button>
              )}
            </Group>
            {engine === 'builtin' && (
              <Alert color="blue" variant="light">
                <Text size="sm">
                  The built-in assistant suggests post ideas from the calendar, writes a post for a day,
                  shortens posts and finds hashtags. Open questions need AI writing, which your agency can
                  switch on.
                </Text>
              </Alert>
            )}
            {openId && !open.data && !chat.pending ? (
              <QueryStatus query={open} what="the conversation" />
            ) : messages.length === 0 ? (
              <Text c="dimmed" size="sm">
                {engine === 'builtin'
                  ? 'Ask for ideas for next week, a post for Friday, hashtags, or paste a post to shorten.'
                  : 'Ask for ideas for next week, a reply to a review, or paste a post to shorten.'}
              </Text>
            ) : (
              // One thread a conversation: another opens at its own newest message, not at this one's place.
              <MessageThread key={openId ?? 'new'} messages={messages} onUseAsPost={setUsingAnswer} />
            )}
            {chat.failure && (
              <Alert color="red" role="alert">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{chat.failure.message}</Text>
                  {chat.failure.addBalance && <AddBalanceLink />}
                </Group>
              </Alert>
            )}
            <Composer
              draftKey={`chat-draft:${userId}:${locationId}`}
              busy={chat.busy}
              onSend={(text) => chat.send(openId, text)}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      {usingAnswer && (
        <UseAsPostModal
          locationId={locationId}
          messageId={usingAnswer}
          answer={messages.find((message) => message.id === usingAnswer)?.text ?? ''}
          question={questionBefore(messages, usingAnswer)}
          onClose={() => setUsingAnswer(null)}
        />
      )}
      {renaming && open.data && (
        <RenameConversationModal
          locationId={locationId}
          conversation={open.data}
          onClose={() => setRenaming(false)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this conversation?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        problem={remove.problem}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          “{deleting?.title}” and all its messages will be deleted. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Grid>
  );
}
