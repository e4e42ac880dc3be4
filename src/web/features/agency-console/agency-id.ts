import { useSearchParams } from 'react-router';
import { agencyIdSchema } from '../../../contract/ids';
import { CONSOLE_AGENCY_PARAM } from '../../app/paths';
import { useSession } from '../../session/useSession';

/**
 * The agency the console shows: an admin's own; for the operator, the agency named in the address
 * (opened from the agency list), else their own. The server decides what either may see.
 */
export function useConsoleAgencyId(): string {
  const { data: user } = useSession();
  const [search] = useSearchParams();
  const named = agencyIdSchema.safeParse(search.get(CONSOLE_AGENCY_PARAM));
  return user.role === 'superadmin' && named.success ? named.data : user.agency_id;
}
