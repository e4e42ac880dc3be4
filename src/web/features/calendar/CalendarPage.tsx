import { Stack } from '@mantine/core';
import { useActiveLocation } from '../../session/useSession';
import { CalendarView } from './CalendarView';
import { NoBusinessNotice } from './NoBusinessNotice';

export function CalendarPage() {
  const location = useActiveLocation();
  return (
    <Stack gap="md">
      {!location && <NoBusinessNotice />}
      <CalendarView locationId={location?.id} variant="planner" />
    </Stack>
  );
}
