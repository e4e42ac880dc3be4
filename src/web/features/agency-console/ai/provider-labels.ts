import type { AgencyAi, AgencyAiProvider } from '../../../../contract/agency-console/ai';

export const AI_PROVIDER_LABELS: Record<AgencyAiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible',
};

/** What writes the agency's posts, in one line: its own provider, or the deployment's. */
export function currentProviderLine({ own, deployment }: AgencyAi): string {
  if (!own) return `The deployment's: ${deployment}`;
  const at = own.baseUrl ? ` at ${own.baseUrl}` : '';
  return `Your own: ${AI_PROVIDER_LABELS[own.provider]}${at}, model ${own.model}, key ${own.keyHint}`;
}
