import { useActiveLocation } from '../../session/store';
import { CalendarView } from '../calendar/CalendarView';

export function FreeTrialPage() {
  const location = useActiveLocation();
  return <CalendarView locationId={location?.id} variant="simple" />;
}
