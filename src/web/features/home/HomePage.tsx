import { Title } from '@mantine/core';

export function HomePage() {
  return <Title order={2}>Home</Title>;
}
