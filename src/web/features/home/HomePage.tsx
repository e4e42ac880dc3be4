import { Stack } from '@mantine/core';
import { useActiveLocation, useSession } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { MonthCalendar } from '../calendar/CalendarView';
import { NewsFeed } from './NewsFeed';

/** The agency's news first, then this month's calendar. */
export function HomePage() {
  const location = useActiveLocation();
  const { agency } = useSession();
  return (
    <Stack gap="xl">
      {location ? (
        <NewsFeed locationId={location.id} timeZone={location.time_zone} agencyName={agency.name} />
      ) : (
        <NoBusinessNotice>You can browse the calendar; news and posts are for a business.</NoBusinessNotice>
      )}
      <MonthCalendar locationId={location?.id} />
    </Stack>
  );
}
