import { Stack } from '@mantine/core';
import { useActiveLocation } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { CalendarView } from './CalendarView';

export function CalendarPage() {
  const location = useActiveLocation();
  return (
    <Stack gap="md">
      {!location && (
        <NoBusinessNotice>You can browse the calendar; posts are written for a business.</NoBusinessNotice>
      )}
      <CalendarView locationId={location?.id} variant="planner" />
    </Stack>
  );
}
