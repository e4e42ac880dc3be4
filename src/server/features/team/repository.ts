import { and, count, eq, gt, inArray, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, invitations, locations, plans, userLocations, users } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export type InvitationRecord = typeof invitations.$inferSelect;
export type MemberRecord = typeof users.$inferSelect;
export interface LocationName {
  id: string;
  businessName: string;
}

/**
 * The agency's users, oldest first, with the locations each may use (archived ones are out of use).
 * Trial visitors are not members of the team.
 */
export async function membersOf(db: Database, scope: AgencyScope) {
  const rows = await db
    .select({ user: users, locationId: locations.id, businessName: locations.businessName })
    .from(users)
    .leftJoin(userLocations, eq(userLocations.userId, users.id))
    .leftJoin(locations, and(eq(locations.id, userLocations.locationId), isNull(locations.archivedAt)))
    .where(and(eq(users.agencyId, scope.agencyId), ne(users.role, 'demo_user')))
    .orderBy(users.createdAt, locations.businessName);
  const members = new Map<string, { user: MemberRecord; locations: LocationName[] }>();
  for (const row of rows) {
    const member = members.get(row.user.id) ?? { user: row.user, locations: [] };
    if (row.locationId && row.businessName !== null) {
      member.locations.push({ id: row.locationId, businessName: row.businessName });
    }
    members.set(row.user.id, member);
  }
  return [...members.values()];
}

export async function pendingInvitations(
  db: Database,
  scope: AgencyScope,
  now: Date,
): Promise<InvitationRecord[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.agencyId, scope.agencyId), gt(invitations.expiresAt, now)))
    .orderBy(invitations.createdAt);
}

/** Of these ids, the agency's client locations in use; an archived or trial location cannot be given. */
export async function agencyLocations(
  db: Database,
  scope: AgencyScope,
  ids: readonly string[],
): Promise<LocationName[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, businessName: locations.businessName })
    .from(locations)
    .where(
      and(
        eq(locations.agencyId, scope.agencyId),
        inArray(locations.id, [...ids]),
        isNull(locations.archivedAt),
        eq(locations.trial, false),
      ),
    );
}

/** The invitation a link's token names, while it is valid; the token is the proof. */
export async function findValidInvitation(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), gt(invitations.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Seats taken: the agency's users (but the operator's and trial visitors) and its invitations not yet
 * expired, in one snapshot.
 */
export async function seatsTaken(tx: Database, scope: AgencyScope, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      members:
        sql<number>`(select count(*) from ${users} where ${users.agencyId} = ${scope.agencyId} and ${users.role} not in ('superadmin', 'demo_user'))`.mapWith(
          Number,
        ),
      invited:
        sql<number>`(select count(*) from ${invitations} where ${invitations.agencyId} = ${scope.agencyId} and ${invitations.expiresAt} > ${now})`.mapWith(
          Number,
        ),
    })
    .from(agencies)
    .where(eq(agencies.id, scope.agencyId));
  return (row?.members ?? 0) + (row?.invited ?? 0);
}

/** The user limit of the plan the agency is on; null without one. */
export async function seatLimit(db: Database, scope: AgencyScope): Promise<number | null> {
  const [row] = await db
    .select({ limit: plans.userLimit })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.activePlanId))
    .where(eq(agencies.id, scope.agencyId))
    .limit(1);
  return row?.limit ?? null;
}

export async function adminsOf(tx: Database, scope: AgencyScope): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.agencyId, scope.agencyId), eq(users.role, 'admin')));
  return row?.n ?? 0;
}

export async function findInvitation(db: Database, scope: AgencyScope, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.agencyId, scope.agencyId)))
    .limit(1);
  return row;
}

export async function findMember(db: Database, scope: AgencyScope, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.agencyId, scope.agencyId), ne(users.role, 'demo_user')))
    .limit(1);
  return row;
}

/** Replaces a member's locations; grants of archived locations stay, so restoring one gives it back. */
export async function setMemberLocations(tx: Database, user: MemberRecord, locationIds: readonly string[]) {
  const archived = tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, userLocations.locationId), isNotNull(locations.archivedAt)));
  await tx.delete(userLocations).where(and(eq(userLocations.userId, user.id), notExists(archived)));
  if (locationIds.length > 0) {
    await tx.insert(userLocations).values(locationIds.map((locationId) => ({ userId: user.id, locationId })));
  }
}

export async function assignedLocationIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  return new Set(rows.map((row) => row.id));
}

/** Of an accepted invitation's locations, the client locations its agency still has. */
export async function existingLocationIds(
  tx: Database,
  invitation: { agencyId: string; locationIds: readonly string[] },
): Promise<string[]> {
  if (invitation.locationIds.length === 0) return [];
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.agencyId, invitation.agencyId),
        inArray(locations.id, [...invitation.locationIds]),
        eq(locations.trial, false),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every client location of the agency in use (not archived, not a trial), by business name. */
export async function allAgencyLocations(db: Database, scope: AgencyScope): Promise<LocationName[]> {
  return db
    .select({ id: locations.id, businessName: locations.businessName })
    .from(locations)
    .where(
      and(eq(locations.agencyId, scope.agencyId), isNull(locations.archivedAt), eq(locations.trial, false)),
    )
    .orderBy(locations.businessName);
}
