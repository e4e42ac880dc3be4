import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consoleLocationsRoutes,
  type LocationInput,
  type NewLocation,
} from '../../../../contract/agency-console/locations';
import { api } from '../../../api/client';
import { sessionKeys } from '../../../session/queries';
import { useSession } from '../../../session/useSession';
import { auditKeys } from '../audit/queries';
import { consolePlansKeys } from '../plans/queries';
import { consoleUsersKeys } from '../users/queries';
import { consoleLocationsKeys } from './queries';

/**
 * A location's change shows in the location lists, in the plans' location counts, in the users' locations
 * and in the audit log; in the viewer's own agency, in the session too (an admin reaches every location).
 */
function useLocationsChanged(agencyId: string) {
  const queryClient = useQueryClient();
  const ownAgency = useSession().data.agency_id === agencyId;
  const changed = [
    consoleLocationsKeys.all(agencyId),
    consolePlansKeys.all(agencyId),
    consoleUsersKeys.all(agencyId),
    auditKeys.all(agencyId),
    ...(ownAgency ? [sessionKeys.all] : []),
  ];
  return () => Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateLocation(agencyId: string) {
  const changed = useLocationsChanged(agencyId);
  return useMutation({
    mutationFn: (input: NewLocation) =>
      api.call(consoleLocationsRoutes.create, { params: { agencyId }, body: input }),
    onSuccess: changed,
  });
}

export function useUpdateLocation(agencyId: string) {
  const changed = useLocationsChanged(agencyId);
  return useMutation({
    mutationFn: ({ locationId, input }: { locationId: string; input: LocationInput }) =>
      api.call(consoleLocationsRoutes.update, { params: { agencyId, locationId }, body: input }),
    onSuccess: changed,
  });
}

export function useArchiveLocation(agencyId: string) {
  const changed = useLocationsChanged(agencyId);
  return useMutation({
    mutationFn: (locationId: string) =>
      api.call(consoleLocationsRoutes.archive, { params: { agencyId, locationId } }),
    onSuccess: changed,
  });
}

export function useRestoreLocation(agencyId: string) {
  const changed = useLocationsChanged(agencyId);
  return useMutation({
    mutationFn: (locationId: string) =>
      api.call(consoleLocationsRoutes.restore, { params: { agencyId, locationId } }),
    onSuccess: changed,
  });
}
