import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useActiveLocation } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { QueryStatus } from '../../ui/QueryStatus';
import { AssistantChat } from './AssistantChat';
import { chatAppQuery } from './queries';

/** The agency's own chat page in a frame where it has one, else the product's assistant. */
export function ChatAppPage() {
  const location = useActiveLocation();
  const app = useQuery({ ...chatAppQuery(location?.id ?? ''), enabled: location !== null });
  return (
    <Stack gap="md">
      <Title order={2}>Chat App</Title>
      {!location ? (
        <NoBusinessNotice>The assistant answers for a business, from what it knows of it.</NoBusinessNotice>
      ) : !app.data ? (
        <QueryStatus query={app} what="the chat app" />
      ) : app.data.kind === 'not_in_plan' ? (
        <Alert color="blue" title="The Chat App is not in your plan">
          Your agency chooses the apps of your plan: ask them about adding the Chat App.
        </Alert>
      ) : app.data.kind === 'frame' ? (
        <iframe
          title="Chat"
          src={app.data.url}
          className="chat-frame"
          // The agency's page runs its own scripts and forms, in its own origin, and nothing more.
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <AssistantChat locationId={location.id} engine={app.data.engine} />
      )}
    </Stack>
  );
}
