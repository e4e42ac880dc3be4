import { useActiveLocation } from '../../session/useSession';
import { CalendarView } from '../calendar/CalendarView';

export function FreeTrialPage() {
  const location = useActiveLocation();
  return <CalendarView locationId={location?.id} variant="simple" />;
}
