import { describe, expect, it } from 'vitest';
import { trialSettingsErrors } from './trial-settings-form';

describe('the free trial settings form', () => {
  it('reads an emptied days box as missing, not as too few days', () => {
    expect(trialSettingsErrors({ slug: 'rosies-bakery', retentionDays: '' })).toEqual({
      retentionDays: 'This field is required.',
    });
  });

  it("checks the days with the contract's rules", () => {
    expect(trialSettingsErrors({ slug: 'rosies-bakery', retentionDays: 3 })).toEqual({
      retentionDays: 'This must be at least 7 days.',
    });
    expect(trialSettingsErrors({ slug: 'rosies-bakery', retentionDays: 30 })).toEqual({});
  });
});
