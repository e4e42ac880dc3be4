import { Paper, Text, Title } from '@mantine/core';

/** A tab whose settings this account cannot use yet: it says so under its name. */
export function LaterTab({ label }: { label: string }) {
  return (
    <Paper p="lg" withBorder>
      <Title order={3}>{label}</Title>
      <Text c="dimmed" mt="sm">
        {label} settings are not available for your account yet.
      </Text>
    </Paper>
  );
}
