import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Embedding } from '../../../../contract/agency-console/embedding';
import { errorMessage } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyField } from '../../../ui/CopyField';
import { useRotateSecret } from './mutations';
import { SecretStatus } from './SecretStatus';

/** The secret that signs embed links; a new one is shown once, and links signed with the old one stop working. */
export function EmbedSecretCard({ embedding }: { embedding: Embedding }) {
  const rotate = useRotateSecret();
  const [asking, setAsking] = useState(false);
  const generate = () => rotate.mutate(undefined, { onSuccess: () => setAsking(false) });
  const secret = rotate.data?.secret;
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="embed-secret-title">
      <Stack>
        <Title order={3} id="embed-secret-title">
          Embed secret
        </Title>
        <Text size="sm">
          Your platform signs each link that opens the product with this secret, so nobody can open it as
          someone else.
        </Text>
        <SecretStatus label="Embed secret" secret={embedding.embedSecret} />
        {secret && (
          <Stack gap="xs">
            <CopyField label="New embed secret" value={secret} />
            <Alert color="yellow" role="status">
              Copy it now and put it where your links are signed: it will not be shown again.
            </Alert>
          </Stack>
        )}
        <Button variant="light" color="red" w="fit-content" onClick={() => setAsking(true)}>
          Generate new secret
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title="Generate a new embed secret?"
        confirmLabel="Generate new secret"
        danger
        pending={rotate.isPending}
        problem={rotate.error && asking ? errorMessage(rotate.error) : null}
        onConfirm={generate}
        onClose={() => setAsking(false)}
      >
        Links signed with the current secret stop working at once, including links already sent. Your platform
        must sign with the new secret from now on.
      </ConfirmDialog>
    </Paper>
  );
}
