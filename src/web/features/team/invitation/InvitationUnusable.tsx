import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

const TEXT = {
  gone: {
    title: 'This invitation can no longer be used',
    body: 'The link has expired or was used already: an invitation link works once, for a limited time.',
  },
  broken: {
    title: 'This invitation link is not complete',
    body: 'Open the link from your invitation e-mail again, or copy all of it into the address bar.',
  },
} as const;

/** An invitation link that cannot be used, and what to do instead. */
export function InvitationUnusable({ reason }: { reason: keyof typeof TEXT }) {
  return (
    <Stack role="alert">
      <Title order={2}>{TEXT[reason].title}</Title>
      <Text>{TEXT[reason].body}</Text>
      <Text>Ask whoever invited you to send a new invitation.</Text>
      <Text size="sm" c="dimmed">
        If you accepted it already, sign in with your e-mail and the password you chose.
      </Text>
      <Button component={Link} to={paths.signIn()} variant="default" w="fit-content">
        Go to sign in
      </Button>
    </Stack>
  );
}
