import { and, eq, gt, gte, inArray, lt, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MonthlySpend, WeeklyPosts } from '../../../contract/dashboard.js';
import type { Role } from '../../../contract/roles.js';
import type { Database } from '../../db/open.js';
import { balances, chatConversations, usageDays, userLocations, users } from '../../db/schema.js';
import { type FiguresOf, ownedBy } from './subject.js';

/** The calendar days (YYYY-MM-DD, both included) a window runs over; `from` null for all time. */
export interface DayWindow {
  from: string | null;
  to: string;
}

const count = () => sql<number>`count(*)`.mapWith(Number);
const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

function onDays(window: DayWindow): SQL | undefined {
  return and(window.from ? gte(usageDays.day, window.from) : undefined, lte(usageDays.day, window.to));
}

/** Posts written, AI calls answered (all, and those a provider answered) and spend over the days. */
export async function usageTotals(db: Database, subject: FiguresOf, window: DayWindow) {
  const [row] = await db
    .select({
      postsWritten: total(usageDays.postsWritten),
      calls: total(usageDays.calls),
      providerCalls: total(usageDays.providerCalls),
      spentCents: total(usageDays.spentCents),
    })
    .from(usageDays)
    .where(and(ownedBy(subject, usageDays.locationId), onDays(window)));
  return row ?? { postsWritten: 0, calls: 0, providerCalls: 0, spentCents: 0 };
}

/** Conversations started on the days, as counted in the time zone. */
export async function conversationCount(
  db: Database,
  subject: FiguresOf,
  window: DayWindow,
  timeZone: string,
): Promise<number> {
  const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const [row] = await db
    .select({ conversations: count() })
    .from(chatConversations)
    .where(
      and(
        ownedBy(subject, chatConversations.locationId),
        window.from ? gte(chatConversations.createdAt, startOf(window.from)) : undefined,
        lt(chatConversations.createdAt, sql`${startOf(window.to)} + interval '1 day'`),
      ),
    );
  return row?.conversations ?? 0;
}

export async function balanceCents(db: Database, subject: FiguresOf): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${balances.cents}), 0)`.mapWith(Number) })
    .from(balances)
    .where(ownedBy(subject, balances.locationId));
  return row?.cents ?? 0;
}

/** Trial visitors and the operator are nobody's users here. */
const NOT_COUNTED: Role[] = ['demo_user', 'superadmin'];

/**
 * The people who may use the location now: the agency's admins, who may use every location, and
 * those it is assigned to; for an agency, all its people.
 */
export async function userCount(db: Database, subject: FiguresOf): Promise<number> {
  const agencyId = 'location' in subject ? subject.location.agencyId : subject.agency.agencyId;
  const mayUse =
    'location' in subject
      ? or(
          eq(users.role, 'admin'),
          inArray(
            users.id,
            db
              .select({ id: userLocations.userId })
              .from(userLocations)
              .where(eq(userLocations.locationId, subject.location.locationId)),
          ),
        )
      : undefined;
  const [row] = await db
    .select({ users: count() })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), notInArray(users.role, NOT_COUNTED), mayUse));
  return row?.users ?? 0;
}

/** Posts written per week (weeks start on Monday) and platform, oldest first, weeks without posts left out. */
export async function postsPerWeek(
  db: Database,
  subject: FiguresOf,
  window: DayWindow,
): Promise<WeeklyPosts[]> {
  // Grouped and ordered by position: an expression written twice carries its parameters twice.
  return db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${usageDays.day}), 'YYYY-MM-DD')`,
      platform: usageDays.platform,
      posts: total(usageDays.postsWritten),
    })
    .from(usageDays)
    .where(and(ownedBy(subject, usageDays.locationId), onDays(window), gt(usageDays.postsWritten, 0)))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
}

/** Spend per month over the days, for the months that had any, oldest first. */
export async function spendPerMonth(
  db: Database,
  subject: FiguresOf,
  window: DayWindow,
): Promise<MonthlySpend[]> {
  return db
    .select({
      month: sql<string>`to_char(${usageDays.day}, 'YYYY-MM')`,
      cents: total(usageDays.spentCents),
    })
    .from(usageDays)
    .where(and(ownedBy(subject, usageDays.locationId), onDays(window), ne(usageDays.spentCents, 0)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
