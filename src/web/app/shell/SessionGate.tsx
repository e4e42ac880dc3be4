import { Alert, Button, Center, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { endsSession } from '../../api/response-reader';
import { sessionQuery } from '../../session/queries';
import { SessionContext } from '../../session/SessionContext';
import { PageLoading } from '../../ui/PageLoading';

/**
 * Shows the signed-in area once the server has said who is signed in, and hands that to every screen.
 * A refused token keeps the loader: the session-ended notice explains and the app returns to the start.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQuery());
  if (session.data) return <SessionContext value={session.data}>{children}</SessionContext>;
  if (
    session.isError &&
    !(isApiError(session.error) && endsSession(session.error.status, session.error.code))
  ) {
    return (
      <Center mih="100vh" p="lg">
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(session.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void session.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Center>
    );
  }
  return <PageLoading />;
}
