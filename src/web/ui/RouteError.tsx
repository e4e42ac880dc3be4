import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Center mih="100vh" p="lg">
      <Stack align="center" gap="sm">
        <Title order={1}>Unexpected Application Error!</Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Group>
          {/* A page whose code changed with an update needs the page loaded again. */}
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Anchor href="/">Back to the start</Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
