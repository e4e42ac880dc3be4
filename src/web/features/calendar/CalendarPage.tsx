import { useActiveLocation } from '../../session/useSession';
import { CalendarView } from './CalendarView';

export function CalendarPage() {
  const location = useActiveLocation();
  return <CalendarView locationId={location?.id} variant="planner" />;
}
