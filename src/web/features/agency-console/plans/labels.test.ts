import { describe, expect, it } from 'vitest';
import { appsOpenedBy } from './labels';

const agencyPlan = { type: 'paid', apps: ['calendar', 'social'], active: true };

describe('the apps a plan opens', () => {
  it('are a free plan’s own, and the agency plan’s own', () => {
    expect(appsOpenedBy({ type: 'free', apps: ['calendar'], active: false }, agencyPlan)).toEqual({
      apps: ['calendar'],
      inherited: false,
    });
    expect(appsOpenedBy(agencyPlan, agencyPlan)).toEqual({ apps: ['calendar', 'social'], inherited: false });
  });

  it('are, for any other paid plan, the agency plan’s, whatever it lists itself', () => {
    expect(appsOpenedBy({ type: 'paid', apps: [], active: false }, agencyPlan)).toEqual({
      apps: ['calendar', 'social'],
      inherited: true,
    });
    expect(appsOpenedBy({ type: 'paid', apps: ['social'], active: false }, undefined)).toEqual({
      apps: [],
      inherited: true,
    });
  });
});
