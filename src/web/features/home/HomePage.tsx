import { Stack } from '@mantine/core';
import { useActiveLocation } from '../../session/useSession';
import { MonthCalendar } from '../calendar/CalendarView';

export function HomePage() {
  const location = useActiveLocation();
  return (
    <Stack gap="xl">
      <MonthCalendar locationId={location?.id} />
    </Stack>
  );
}
