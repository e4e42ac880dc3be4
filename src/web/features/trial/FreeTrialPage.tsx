import { Title } from '@mantine/core';

export function FreeTrialPage() {
  return <Title order={2}>Free trial</Title>;
}
