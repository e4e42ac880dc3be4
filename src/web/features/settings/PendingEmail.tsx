import { Alert, Anchor, Text } from '@mantine/core';
import type { EmailChange } from '../../../contract/users';

/** Says where the confirmation of a new e-mail went, or shows its link where the server sends no e-mail. */
export function PendingEmail({ change }: { change: EmailChange }) {
  return (
    <Alert color="blue" role="status" title="Confirm your new e-mail">
      <Text size="sm">
        We sent a link to <strong>{change.sentTo}</strong>. Your e-mail changes when you open it, within 30
        minutes; until then you sign in with the one you have.
      </Text>
      {change.link && (
        <Text size="sm" mt="xs">
          This server sends no e-mail, so here is the link:{' '}
          <Anchor href={change.link}>confirm {change.sentTo}</Anchor>
        </Text>
      )}
    </Alert>
  );
}
