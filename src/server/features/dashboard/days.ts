import {
  ALL_TIME_CHART_WEEKS,
  type DashboardPeriod,
  type MonthlySpend,
  SPEND_CHART_MONTHS,
} from '../../../contract/dashboard.js';
import { addDays, weekdayOf } from '../../core/calendar-days.js';
import type { DayWindow } from './repository.js';

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the day's week. */
function mondayOf(day: string): string {
  const weekday = (weekdayOf(day) + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month `monthsBack` months before the day's. */
function monthStart(day: string, monthsBack: number): string {
  const date = asDate(day);
  return asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1)));
}

/** The days a period covers, today included: this month, the last 30 days, this year, or all. */
export function periodDays(period: DashboardPeriod, today: string): DayWindow {
  switch (period) {
    case 'month':
      return { from: monthStart(today, 0), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'all':
      return { from: null, to: today };
  }
}

/** The weekly chart's days: the period's, or the last 52 weeks when the period has no start. */
export function weeklyChartDays(period: DayWindow): DayWindow {
  return {
    from: period.from ?? addDays(mondayOf(period.to), -7 * (ALL_TIME_CHART_WEEKS - 1)),
    to: period.to,
  };
}

/** The spend chart's days: its twelve months, the current one last. */
export function spendChartDays(today: string): DayWindow {
  return { from: monthStart(today, SPEND_CHART_MONTHS - 1), to: today };
}

/** Every month of the spend chart (YYYY-MM), those without spend as 0. */
export function withEmptyMonths(today: string, spend: readonly MonthlySpend[]): MonthlySpend[] {
  const byMonth = new Map(spend.map((row) => [row.month, row.cents]));
  return Array.from({ length: SPEND_CHART_MONTHS }, (_, index) => {
    const month = monthStart(today, SPEND_CHART_MONTHS - 1 - index).slice(0, 7);
    return { month, cents: byMonth.get(month) ?? 0 };
  });
}
