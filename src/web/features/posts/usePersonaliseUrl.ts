import { useSession } from '../../session/useSession';
import { type PersonaliseFrom, personaliseUrl } from './share';

/** The agency's connect page for the card's location and user, or null when the agency has none. */
export function usePersonaliseUrl(locationId: string | undefined, from: PersonaliseFrom): string | null {
  const { agency, activeLocations, data: user } = useSession();
  return personaliseUrl(agency.links.connectPage, {
    locationId: locationId ?? '',
    businessName: activeLocations.find((l) => l.id === locationId)?.business_name ?? '',
    userName: user.userName,
    type: from,
  });
}
