/** The areas of the console the log can be narrowed to, each by the start of its actions. */
export const AUDIT_AREAS = [
  { value: 'brand', label: 'Brand' },
  { value: 'embedding', label: 'Embedding' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'highlevel', label: 'HighLevel' },
  { value: 'location', label: 'Locations' },
  { value: 'plan', label: 'Plans' },
  { value: 'team', label: 'Users' },
  { value: 'news', label: 'News' },
  { value: 'ai', label: 'AI' },
  { value: 'trial', label: 'Free trial' },
  { value: 'balance', label: 'Balance' },
  { value: 'billing', label: 'Billing' },
  { value: 'prompt', label: 'Prompts' },
  { value: 'agency', label: 'Agency' },
  { value: 'console', label: 'Console' },
];

const ACTION_LABELS: Record<string, string> = {
  'agency.create': 'Agency created',
  'agency.suspend': 'Agency suspended',
  'agency.resume': 'Agency resumed',
  'console.open': 'Console opened by the operator',
  'brand.colours': 'Colours changed',
  'brand.logo': 'Logo changed',
  'brand.domain': 'Domain changed',
  'brand.links': 'Links changed',
  'embedding.change': 'Embedding settings changed',
  'embedding.secret': 'Embed secret replaced',
  'integrations.app': 'Own app set',
  'integrations.app.clear': "Back to the server's app",
  'highlevel.connect': 'HighLevel connected',
  'location.create': 'Location created',
  'location.update': 'Location changed',
  'location.archive': 'Location archived',
  'location.restore': 'Location restored',
  'plan.create': 'Plan created',
  'plan.update': 'Plan changed',
  'plan.delete': 'Plan deleted',
  // Whether it went by e-mail or its link was handed over, an invitation was made.
  'team.invite': 'Person invited',
  'team.invite.resend': 'Invitation renewed',
  'team.invite.revoke': 'Invitation revoked',
  'team.join': 'Invitation accepted',
  'team.member.change': 'Team member changed',
  'team.member.remove': 'Team member removed',
  'news.create': 'News item written',
  'news.update': 'News item changed',
  'news.picture': "News item's picture changed",
  'news.delete': 'News item deleted',
  'ai.provider': 'Own AI provider set',
  'ai.provider.clear': "Back to the deployment's AI provider",
  'prompt.template': 'Prompt template changed',
  'prompt.template.reset': 'Prompt template reset to standard',
  'trial.settings': 'Free trial settings changed',
  'balance.adjust': 'Balance adjusted',
  'billing.pricing': 'Prices changed',
  'billing.stripe.connect': 'Stripe connected',
  'billing.stripe.disconnect': 'Stripe disconnected',
};

/**
 * An action in words. One this screen does not know yet reads as its area and the rest of its name
 * ("embedding.origin" → "Embedding: origin"), so a newer server's events still read sensibly.
 */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [area = '', ...rest] = action.split('.');
  const areaLabel = AUDIT_AREAS.find((candidate) => candidate.value === area)?.label ?? area;
  return rest.length > 0 ? `${areaLabel}: ${rest.join(' ').replaceAll('_', ' ')}` : areaLabel;
}
