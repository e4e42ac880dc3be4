import { useActiveLocation } from '../../session/store';
import { CalendarView } from './CalendarView';

export function CalendarPage() {
  const location = useActiveLocation();
  return <CalendarView locationId={location?.id} variant="planner" />;
}
