import { describe, expect, it } from 'vitest';
import { spendChart, weeklyChart } from './chart-data';

describe('the charts’ rows', () => {
  it('one row per week with a column per platform, missing platforms as 0, busiest platform first', () => {
    const chart = weeklyChart([
      { week: '2026-11-09', platform: 'Facebook', posts: 1 },
      { week: '2026-11-16', platform: 'Instagram', posts: 3 },
      { week: '2026-11-16', platform: 'Facebook', posts: 1 },
    ]);
    expect(chart.platforms).toEqual(['Instagram', 'Facebook']);
    expect(chart.data).toEqual([
      { week: 'Nov 9', Facebook: 1, Instagram: 0 },
      { week: 'Nov 16', Instagram: 3, Facebook: 1 },
    ]);
  });

  it('spend in dollars under a short month name', () => {
    expect(spendChart([{ month: '2026-11', cents: 1_250 }])).toEqual([{ month: 'Nov ’26', spend: 12.5 }]);
  });
});
