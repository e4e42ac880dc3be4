import { Title } from '@mantine/core';

export function ChatAppPage() {
  return <Title order={2}>Chat App</Title>;
}
