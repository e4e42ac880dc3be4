import { useSession } from '../../session/useSession';
import { today } from './calendar-model';

/** Today for the business shown: in its time zone, else in the browser's (an account without a business). */
export function useToday(locationId: string | undefined) {
  const timeZone = useSession().activeLocations.find((location) => location.id === locationId)?.time_zone;
  return today(new Date(), timeZone);
}
