import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';

interface Props {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch'>;
  /** What is loading, as it ends "Loading …". */
  what: string;
}

/** What shows in place of a list while it loads, or when it could not be loaded, with a retry. */
export function QueryStatus({ query, what }: Props) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={`Loading ${what}`} />
    </Center>
  );
}
