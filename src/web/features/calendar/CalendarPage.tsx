import { Alert, Stack } from '@mantine/core';
import { useActiveLocation } from '../../session/useSession';
import { CalendarView } from './CalendarView';

export function CalendarPage() {
  const location = useActiveLocation();
  return (
    <Stack gap="md">
      {!location && (
        <Alert color="gray" title="Your account has no business yet">
          You can browse the calendar; posts are written for a business. Ask your agency to give you access to
          one.
        </Alert>
      )}
      <CalendarView locationId={location?.id} variant="planner" />
    </Stack>
  );
}
