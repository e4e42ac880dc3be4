import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { Embedding } from '../../../../contract/agency-console/embedding';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SecretStatus } from './SecretStatus';
import { useEmbeddingForm } from './useEmbeddingForm';

/** How the product signs people in inside the agency's platform. */
export function EmbeddingSettingsCard({ embedding }: { embedding: Embedding }) {
  const { form, submit, pending, problem, removeHighlevelSecret, removing, removeProblem } =
    useEmbeddingForm(embedding);
  const [askingRemove, setAskingRemove] = useState(false);
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="platform-sign-in-title">
      <form onSubmit={submit}>
        <Stack>
          <Title order={3} id="platform-sign-in-title">
            Platform sign-in
          </Title>
          <TextInput
            label="Platform origin"
            placeholder="https://app.gohighlevel.com"
            description="The address your platform runs at. Inside its frame, only a page at this origin may tell the product who is signed in."
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('platformOrigin')}
          />
          <Stack gap={6}>
            <SecretStatus label="HighLevel shared secret" secret={embedding.highlevelSecret} />
            <PasswordInput
              label={
                embedding.highlevelSecret.set
                  ? 'Replace the HighLevel shared secret'
                  : 'HighLevel shared secret'
              }
              description="From your HighLevel app: Advanced Settings → Auth → Shared Secret. Leave empty to keep the one set."
              autoComplete="new-password"
              {...form.getInputProps('highlevelSecret')}
            />
            {embedding.highlevelSecret.set && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                w="fit-content"
                onClick={() => setAskingRemove(true)}
              >
                Remove HighLevel shared secret
              </Button>
            )}
          </Stack>
          <Stack gap={6}>
            <Switch
              label="Allow unsigned embed links"
              {...form.getInputProps('allowUnsigned', { type: 'checkbox' })}
            />
            {/* A warning in red once they are allowed; until then, what allowing them would mean. */}
            <Text
              size="sm"
              c={form.values.allowUnsigned ? 'red.8' : 'dimmed'}
              fw={form.values.allowUnsigned ? 500 : undefined}
            >
              Anyone who knows a location id and the e-mail of one of its users could open the product as that
              user, without any signature. Turn this on only where those addresses are private. Unsigned links
              never open an admin's account, nor one that signs in with a password.
            </Text>
          </Stack>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={askingRemove}
        title="Remove the HighLevel shared secret?"
        confirmLabel="Remove secret"
        danger
        pending={removing}
        problem={removeProblem}
        onConfirm={() => removeHighlevelSecret(() => setAskingRemove(false))}
        onClose={() => setAskingRemove(false)}
      >
        Sign-in inside HighLevel stops working until a new shared secret is set.
      </ConfirmDialog>
    </Paper>
  );
}
