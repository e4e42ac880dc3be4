import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleTrialRoutes, type TrialSettingsInput } from '../../../../contract/agency-console/trial';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { replaceQueryData } from '../../../api/replace-query-data';
import { auditKeys } from '../audit/queries';
import { consoleTrialKeys } from './queries';

/** Saves the slug and retention; the addresses shown change with the slug, and the audit log records it. */
export function useSaveTrialSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrialSettingsInput) =>
      api.call(consoleTrialRoutes.saveSettings, { params: { agencyId }, body: input }),
    onSuccess: async (saved) => {
      await replaceQueryData(queryClient, consoleTrialKeys.settings(agencyId), saved);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) });
    },
  });
}

/** Downloads every lead matching the search as a CSV file. */
export function useDownloadLeads(agencyId: string) {
  return useMutation({
    mutationFn: (search: string) =>
      downloadFile(
        consoleTrialRoutes.leadsCsv,
        { params: { agencyId }, query: { search: search || undefined } },
        'text/csv',
      ),
  });
}
