import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../app/paths';
import { useStoredSession } from '../../session/store';
import { useConfirmEmail } from './mutations';

/** /confirm-email?token=…: where the link sent to a new e-mail address leads. */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmEmail();
  const asked = useRef(false);

  useEffect(() => {
    // The link is used once: ask once, even when React runs effects twice.
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const onward = useStoredSession() ? paths.app('settings') : paths.signIn();
  return (
    <Center mih="100vh" p="md">
      <Paper p="xl" withBorder maw={460} w="100%">
        <Stack>
          <Title order={2}>Confirm your new e-mail</Title>
          {!token && (
            <Alert color="red" role="alert">
              This link has no confirmation token. Please open the link from the e-mail again.
            </Alert>
          )}
          {confirm.isPending && (
            <Center>
              <Loader aria-label="Confirming your new e-mail" />
            </Center>
          )}
          {confirm.isError && (
            <Alert color="red" role="alert">
              {errorMessage(confirm.error)}
            </Alert>
          )}
          {confirm.isSuccess && (
            <Text role="status">
              Your e-mail is now <strong>{confirm.data.email}</strong>. Use it the next time you sign in.
            </Text>
          )}
          <Button
            component={Link}
            to={onward}
            variant={confirm.isSuccess ? 'filled' : 'default'}
            w="fit-content"
          >
            Continue
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
