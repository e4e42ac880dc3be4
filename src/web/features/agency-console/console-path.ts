import { useEmbedPrefix } from '../../app/embed-prefix';
import { type AgencySection, paths } from '../../app/paths';
import { useSession } from '../../session/useSession';
import { useConsoleAgencyId } from './agency-id';

/**
 * Builds links between the console's sections that stay in the agency shown: an operator who opened
 * another agency's console keeps it named in the address; an admin's own needs no name.
 */
export function useConsolePath(): (section: AgencySection) => string {
  const prefix = useEmbedPrefix();
  const agencyId = useConsoleAgencyId();
  const own = useSession().data.agency_id;
  return (section) => paths.agency(section, prefix, agencyId === own ? undefined : agencyId);
}

/** Whether the operator is looking at an agency other than their own. */
export function useViewingAnotherAgency(): boolean {
  const { data: user } = useSession();
  const agencyId = useConsoleAgencyId();
  return user.role === 'superadmin' && agencyId !== user.agency_id;
}
