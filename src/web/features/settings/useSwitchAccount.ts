import { useNavigate } from 'react-router';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { setActiveLocation } from '../../session/store';
import { useSession } from '../../session/useSession';

/**
 * Makes another of the user's locations the active one and opens its home page; an embedded page
 * moves to that location's embed address.
 */
export function useSwitchAccount(): (locationId: string | null) => void {
  const session = useSession();
  const navigate = useNavigate();
  const embedded = useEmbedPrefix() !== undefined;
  return (locationId) => {
    if (!locationId || !session.activeLocations.some((l) => l.id === locationId)) return;
    setActiveLocation(locationId);
    navigate(paths.app('home', embedded ? { email: session.data.email, locationId } : undefined));
  };
}
