import { describe, expect, it } from 'vitest';
import { AUDIT_AREAS, actionLabel } from './action-labels';

describe('how an audit action reads', () => {
  it('names the actions the console records in words', () => {
    expect(actionLabel('location.create')).toBe('Location created');
    expect(actionLabel('agency.suspend')).toBe('Agency suspended');
    expect(actionLabel('ai.provider.clear')).toBe("Back to the deployment's AI provider");
    expect(actionLabel('balance.adjust')).toBe('Balance adjusted');
    expect(actionLabel('billing.stripe.connect')).toBe('Stripe connected');
    expect(actionLabel('team.invite.revoke')).toBe('Invitation revoked');
    expect(actionLabel('team.join')).toBe('Invitation accepted');
  });

  it('reads an action it does not know as its area and the rest of its name', () => {
    expect(actionLabel('embedding.platform_origin')).toBe('Embedding: platform origin');
    expect(actionLabel('brand.logo.remove')).toBe('Brand: logo remove');
    expect(actionLabel('payouts')).toBe('payouts');
  });

  it('filters each area by an action prefix the server records', () => {
    expect(AUDIT_AREAS.map((area) => area.label)).toEqual([
      'Brand',
      'Embedding',
      'Integrations',
      'HighLevel',
      'Locations',
      'Plans',
      'Users',
      'News',
      'AI',
      'Free trial',
      'Balance',
      'Billing',
      'Prompts',
      'Agency',
      'Console',
    ]);
    for (const action of [
      'location.create',
      'plan.delete',
      'team.member.remove',
      'news.create',
      'prompt.template',
      'trial.settings',
      'console.open',
      'integrations.app',
      'highlevel.connect',
      'balance.adjust',
      'billing.pricing',
    ]) {
      expect(AUDIT_AREAS.some((area) => action.startsWith(area.value))).toBe(true);
    }
  });
});
