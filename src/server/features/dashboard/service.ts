import type { Dashboard, DashboardQuery } from '../../../contract/dashboard.js';
import { dateInZone } from '../../core/date-in-zone.js';
import { periodDays, spendChartDays, weeklyChartDays, withEmptyMonths } from './days.js';
import type { DashboardDeps } from './deps.js';
import {
  balanceCents,
  conversationCount,
  postsPerWeek,
  spendPerMonth,
  usageTotals,
  userCount,
} from './repository.js';
import type { FiguresOf } from './subject.js';

/**
 * The dashboard of a location or an agency over a period of days in the time zone: the figures are
 * sums over the daily usage rows (kept by the database as posts, replies and debits are written), so
 * the answer costs the same with ten posts or a million.
 */
export async function dashboardOf(
  deps: DashboardDeps,
  subject: FiguresOf,
  query: DashboardQuery,
  timeZone: string,
): Promise<Dashboard> {
  const { db } = deps;
  const today = dateInZone(deps.clock(), timeZone);
  const period = periodDays(query.period, today);
  const [used, chats, balance, users, weekly, monthly] = await Promise.all([
    usageTotals(db, subject, period),
    conversationCount(db, subject, period, timeZone),
    balanceCents(db, subject),
    userCount(db, subject),
    postsPerWeek(db, subject, weeklyChartDays(period)),
    spendPerMonth(db, subject, spendChartDays(today)),
  ]);
  return {
    period: query.period,
    of: query.of,
    from: period.from,
    to: period.to,
    timeZone,
    figures: {
      chats,
      apiCalls: used.calls,
      providerCalls: used.providerCalls,
      spentCents: used.spentCents,
      postsGenerated: used.postsWritten,
      balanceCents: balance,
      users,
    },
    postsPerWeek: weekly,
    spendPerMonth: withEmptyMonths(today, monthly),
  };
}
