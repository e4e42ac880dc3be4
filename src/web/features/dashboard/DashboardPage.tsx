import { Title } from '@mantine/core';

export function DashboardPage() {
  return <Title order={2}>Dashboard</Title>;
}
