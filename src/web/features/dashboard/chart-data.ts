import type { MonthlySpend, WeeklyPosts } from '../../../contract/dashboard';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const SHORT_YEAR = new Intl.DateTimeFormat('en-US', { year: '2-digit', timeZone: 'UTC' });

/** A row per week ("Nov 9"), a column per platform; the platforms in the order of their totals. */
export function weeklyChart(rows: readonly WeeklyPosts[]) {
  const totals = new Map<string, number>();
  const weeks = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    totals.set(row.platform, (totals.get(row.platform) ?? 0) + row.posts);
    const week = weeks.get(row.week) ?? { week: SHORT_DATE.format(new Date(`${row.week}T00:00:00Z`)) };
    week[row.platform] = row.posts;
    weeks.set(row.week, week);
  }
  const platforms = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([platform]) => platform);
  // Weeks without a platform's posts read 0 rather than leaving a gap.
  const data = [...weeks.values()].map((week) =>
    Object.fromEntries([
      ...Object.entries(week),
      ...platforms.filter((p) => !(p in week)).map((p) => [p, 0]),
    ]),
  );
  return { data, platforms };
}

/** "Nov ’26": with the apostrophe, the year does not read as the day of the month. */
function monthLabel(month: string): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  return `${SHORT_MONTH.format(first)} ’${SHORT_YEAR.format(first)}`;
}

/** A row per month ("Nov ’26") with its spend in dollars. */
export function spendChart(months: readonly MonthlySpend[]) {
  return months.map((month) => ({
    month: monthLabel(month.month),
    spend: month.cents / 100,
  }));
}
