import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgencyAi,
  type AgencyAiInput,
  agencyAiRoutes,
  type PromptTemplate,
} from '../../../../contract/agency-console/ai';
import { api } from '../../../api/client';
import { replaceQueryData } from '../../../api/replace-query-data';
import { auditKeys } from '../audit/queries';
import { aiKeys } from './queries';

/** Every change answers with what it changed; the audit log gained a line. */
function useAiChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return {
    provider: async (ai: AgencyAi) => {
      await replaceQueryData(queryClient, aiKeys.provider(agencyId), ai);
      await queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) });
    },
    templates: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.templates(agencyId) }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) }),
      ]),
  };
}

/** Saves the agency's own provider; the server tries one short call with it first. */
export function useSetAiProvider(agencyId: string) {
  const changed = useAiChanged(agencyId);
  return useMutation({
    mutationFn: (input: AgencyAiInput) => api.call(agencyAiRoutes.set, { params: { agencyId }, body: input }),
    onSuccess: changed.provider,
  });
}

/** Goes back to the deployment's provider; the stored key is deleted. */
export function useClearAiProvider(agencyId: string) {
  const changed = useAiChanged(agencyId);
  return useMutation({
    mutationFn: () => api.call(agencyAiRoutes.clear, { params: { agencyId } }),
    onSuccess: changed.provider,
  });
}

/** Names one option's template. */
export type TemplateName = Pick<PromptTemplate, 'kind' | 'name'>;

export function useSetTemplate(agencyId: string) {
  const changed = useAiChanged(agencyId);
  return useMutation({
    mutationFn: ({ option, template }: { option: TemplateName; template: string }) =>
      api.call(agencyAiRoutes.setTemplate, {
        params: { agencyId, kind: option.kind, name: option.name },
        body: { template },
      }),
    onSuccess: changed.templates,
  });
}

export function useResetTemplate(agencyId: string) {
  const changed = useAiChanged(agencyId);
  return useMutation({
    mutationFn: (option: TemplateName) =>
      api.call(agencyAiRoutes.resetTemplate, { params: { agencyId, kind: option.kind, name: option.name } }),
    onSuccess: changed.templates,
  });
}

/** The prompt a template makes for a sample event; nothing is saved. */
export function usePreviewTemplate(agencyId: string) {
  return useMutation({
    mutationFn: ({ option, template }: { option: TemplateName; template: string }) =>
      api.call(agencyAiRoutes.previewTemplate, {
        params: { agencyId, kind: option.kind, name: option.name },
        body: { template },
      }),
  });
}
