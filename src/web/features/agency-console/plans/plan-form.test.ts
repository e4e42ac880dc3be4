import { describe, expect, it } from 'vitest';
import { planFormErrors, planFormValuesOf, planInputOf } from './plan-form';

describe('the plan form', () => {
  it('starts a new plan free, with the calendar, for one user', () => {
    expect(planFormValuesOf(null)).toEqual({ name: '', type: 'free', apps: ['calendar'], userLimit: 1 });
  });

  it('reads an empty user limit as missing, alongside the other fields’ rules', () => {
    expect(planFormErrors({ name: '', type: 'paid', apps: [], userLimit: '' })).toEqual({
      name: 'This field is required.',
      userLimit: 'This field is required.',
    });
  });

  it('checks the user limit with the contract’s rules', () => {
    expect(planFormErrors({ name: 'Pro', type: 'paid', apps: ['social'], userLimit: 0 })).toEqual({
      userLimit: 'This must be at least 1.',
    });
  });

  it('sends the values as the server takes them', () => {
    expect(planInputOf({ name: 'Pro', type: 'paid', apps: ['calendar', 'social'], userLimit: 5 })).toEqual({
      name: 'Pro',
      type: 'paid',
      apps: ['calendar', 'social'],
      userLimit: 5,
    });
  });

  it('keeps an existing plan’s values, leaving out apps this screen does not know', () => {
    const plan = {
      id: 'p',
      name: 'Legacy',
      type: 'paid',
      apps: ['calendar', 'fax'],
      userLimit: 4,
      locations: 2,
      active: false,
    };
    expect(planFormValuesOf(plan)).toEqual({
      name: 'Legacy',
      type: 'paid',
      apps: ['calendar'],
      userLimit: 4,
    });
  });
});
