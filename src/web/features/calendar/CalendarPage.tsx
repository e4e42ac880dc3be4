import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CALENDAR_DAY_PARAM } from '../../app/paths';
import { useActiveLocation } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { CalendarView } from './CalendarView';
import { dayOf } from './day-param';

export function CalendarPage() {
  const location = useActiveLocation();
  const [search] = useSearchParams();
  const openOn = dayOf(search.get(CALENDAR_DAY_PARAM));
  return (
    <Stack gap="md">
      {!location && (
        <NoBusinessNotice>You can browse the calendar; posts are written for a business.</NoBusinessNotice>
      )}
      {/* A link to another day opens the calendar anew on it. */}
      <CalendarView key={openOn} locationId={location?.id} variant="planner" openOn={openOn} />
    </Stack>
  );
}
