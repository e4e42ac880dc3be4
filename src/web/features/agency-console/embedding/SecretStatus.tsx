import { Badge, Group, Text } from '@mantine/core';

/** Whether a secret is set, and its hint; the secret itself never comes back from the server. */
export function SecretStatus({
  label,
  secret,
}: {
  label: string;
  secret: { set: boolean; hint: string | null };
}) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      {secret.set ? (
        <Badge color="green" variant="light">
          Set
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not set
        </Badge>
      )}
      {secret.set && secret.hint && (
        <Text size="sm" c="dimmed">
          ending in {secret.hint}
        </Text>
      )}
    </Group>
  );
}
