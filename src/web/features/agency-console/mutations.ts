import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgencyOverview,
  brandRoutes,
  type Colours,
  type LinksInput,
} from '../../../contract/agency-console/brand';
import { api } from '../../api/client';
import { replaceQueryData } from '../../api/replace-query-data';
import { sessionKeys } from '../../session/queries';
import { useSession } from '../../session/useSession';
import { useConsoleAgencyId } from './agency-id';
import { auditKeys } from './audit/queries';
import { consoleKeys } from './queries';

/**
 * Every change to the agency answers with the agency as it now is. A change to what the session carries
 * (colours, logo, links) of this session's own agency loads the session again too, so the top bar, page
 * icon and colours change at once; other users see it on their next page load.
 */
function useOverviewChanged({ inSession }: { inSession: boolean }) {
  const queryClient = useQueryClient();
  const agencyId = useConsoleAgencyId();
  const ownAgencyId = useSession().agency._id;
  return async (overview: AgencyOverview) => {
    await replaceQueryData(queryClient, consoleKeys.overview(agencyId), overview);
    await queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) });
    if (inSession && agencyId === ownAgencyId) {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    }
  };
}

export function useSaveColours() {
  const agencyId = useConsoleAgencyId();
  const changed = useOverviewChanged({ inSession: true });
  return useMutation({
    mutationFn: (colours: Colours) => api.call(brandRoutes.colours, { params: { agencyId }, body: colours }),
    onSuccess: changed,
  });
}

/** Takes the logo's bytes as base64. */
export function useUploadLogo() {
  const agencyId = useConsoleAgencyId();
  const changed = useOverviewChanged({ inSession: true });
  return useMutation({
    mutationFn: (data: string) => api.call(brandRoutes.uploadLogo, { params: { agencyId }, body: { data } }),
    onSuccess: changed,
  });
}

export function useRemoveLogo() {
  const agencyId = useConsoleAgencyId();
  const changed = useOverviewChanged({ inSession: true });
  return useMutation({
    mutationFn: () => api.call(brandRoutes.removeLogo, { params: { agencyId } }),
    onSuccess: changed,
  });
}

/** Sets the agency's own host name; null removes it. */
export function useSaveDomain() {
  const agencyId = useConsoleAgencyId();
  const changed = useOverviewChanged({ inSession: false });
  return useMutation({
    mutationFn: (domain: string | null) =>
      api.call(brandRoutes.domain, { params: { agencyId }, body: { domain } }),
    onSuccess: changed,
  });
}

export function useSaveLinks() {
  const agencyId = useConsoleAgencyId();
  const changed = useOverviewChanged({ inSession: true });
  return useMutation({
    mutationFn: (links: LinksInput) => api.call(brandRoutes.links, { params: { agencyId }, body: links }),
    onSuccess: changed,
  });
}
