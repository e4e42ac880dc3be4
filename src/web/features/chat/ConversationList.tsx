import { ActionIcon, Badge, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../ui/QueryStatus';
import { conversationsQuery } from './queries';

interface Props {
  locationId: string;
  openId: string | null;
  onOpen: (id: string | null) => void;
  onDelete: (id: string, title: string) => void;
}

/** The user's conversations, latest first, with unread markers and a way to start a new one. */
export function ConversationList({ locationId, openId, onOpen, onDelete }: Props) {
  const list = useInfiniteQuery(conversationsQuery(locationId));
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <Stack gap="xs" h="100%">
      <Button variant="light" onClick={() => onOpen(null)}>
        New conversation
      </Button>
      {!list.data ? (
        <QueryStatus query={list} what="your conversations" />
      ) : conversations.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No conversations yet. Ask the assistant for ideas for next week.
        </Text>
      ) : (
        // On a phone the list sits above the conversation: a short list leaves the conversation in view.
        <ScrollArea.Autosize mah={{ base: '25vh', md: '60vh' }} type="auto">
          <nav aria-label="Conversations">
            {conversations.map((conversation) => (
              <Group key={conversation.id} gap={4} wrap="nowrap">
                <NavLink
                  component="button"
                  active={conversation.id === openId}
                  onClick={() => onOpen(conversation.id)}
                  label={conversation.title}
                  aria-current={conversation.id === openId ? 'page' : undefined}
                  rightSection={
                    conversation.unread && conversation.id !== openId ? (
                      <Badge size="xs" circle aria-label="Unread">
                        •
                      </Badge>
                    ) : null
                  }
                  style={{ flex: 1, minWidth: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Delete ${conversation.title}`}
                  onClick={() => onDelete(conversation.id, conversation.title)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </nav>
          {list.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              fullWidth
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
