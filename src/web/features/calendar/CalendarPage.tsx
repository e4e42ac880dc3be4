import { Title } from '@mantine/core';

export function CalendarPage() {
  return <Title order={2}>Social Calendar</Title>;
}
