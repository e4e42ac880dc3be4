import { isDeepStrictEqual } from 'node:util';
import { and, eq, gt } from 'drizzle-orm';
import type { LoginResponse } from '../../../contract/auth.js';
import {
  ACCEPT_INVITATION_PAGE,
  type InviteInput,
  type MemberChange,
  type Team,
  type TeamMember,
} from '../../../contract/team.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { lockAgency } from '../../db/agency-lock.js';
import type { Database } from '../../db/open.js';
import { invitations, userLocations, users } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import { refuseCommonPassword } from '../../infra/common-passwords.js';
import type { Mailer } from '../../infra/mailer.js';
import { hashPassword } from '../../infra/passwords.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import type { AgencyScope, SystemScopes } from '../../platform/scope.js';
import { findAgency, findAgencyOfUser } from '../agencies/repository.js';
import { refuseIfSuspended } from '../agencies/suspension.js';
import { presentPublicBrand } from '../agency-console/brand/public-brand.js';
import type { AuditService } from '../audit/index.js';
import type { AuthService } from '../auth/service.js';
import { findUserByEmail } from '../users/repository.js';
import { TEAM_AUDIT, teamFields } from './audit.js';
import { invitationMail } from './invitation-mail.js';
import { mayChangeMember, mayInvite, mayManageInvitation, seesWholeTeam } from './policy.js';
import { presentInvitation, presentMember } from './presenter.js';
import {
  adminsOf,
  agencyLocations,
  allAgencyLocations,
  assignedLocationIds,
  existingLocationIds,
  findInvitation,
  findMember,
  findValidInvitation,
  type InvitationRecord,
  membersOf,
  pendingInvitations,
  seatLimit,
  seatsTaken,
  setMemberLocations,
} from './repository.js';

/** Invitations (and resends) one person may send in the attempts window. */
const INVITATIONS_PER_WINDOW = 30;
/** An invitation link works this long. */
const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

const userTypeOf = (role: string) => (role === 'admin' ? 'admin' : 'agency_user');

const invitationGone = () =>
  AppError.of(
    'invitation_expired',
    'This invitation has expired or was used already. Ask whoever invited you to send a new one.',
  );

export interface TeamDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  attempts: AttemptLimiter;
  publicUrl: string;
  auth: Pick<AuthService, 'startSession'>;
  audit: Pick<AuditService, 'record'>;
  /** An invitation's link is its own proof: accepting one acts in its agency with nobody signed in yet. */
  systemScopes: Pick<SystemScopes, 'agency'>;
}

export function createTeamService(deps: TeamDeps) {
  const { db, clock, mailer, attempts, publicUrl, auth, audit } = deps;
  /** The locations a member may be given: the agency's, and for a User only those they have. */
  async function grantableLocations(principal: Principal, scope: AgencyScope, ids: readonly string[]) {
    const wanted = new Set(ids);
    const found = await agencyLocations(db, scope, [...wanted]);
    const mine = seesWholeTeam(principal) ? null : await assignedLocationIds(db, principal.userId);
    if (found.length !== wanted.size || (mine && found.some((location) => !mine.has(location.id)))) {
      throw AppError.notFound('Location');
    }
    return found;
  }

  /** Enough for a team's onboarding, too few to use the agency's name for mailing strangers. */
  const takeMailAllowance = (principal: Principal) =>
    attempts.take(
      [{ key: `mail:invitation:${principal.userId}`, limit: INVITATIONS_PER_WINDOW }],
      'Too many invitations sent.',
    );

  async function send(invitation: InvitationRecord, token: string, scope: AgencyScope) {
    const agency = await findAgency(db, scope);
    if (!agency) throw new Error(`agency ${scope.agencyId} is missing`);
    const link = `${publicUrl}${ACCEPT_INVITATION_PAGE}?token=${token}`;
    const sent = await mailer.send(
      invitationMail({
        to: invitation.email,
        userName: invitation.userName,
        brand: agency,
        link,
      }),
    );
    const locations = await agencyLocations(db, scope, invitation.locationIds);
    // With no e-mail set up, whoever invited is shown the link to pass on.
    return { invitation: presentInvitation(invitation, locations), link: sent.delivered ? null : link };
  }

  /** What an invitation must pass before anything is written: the sender's allowance, rights and locations. */
  async function checkInvitation(principal: Principal, scope: AgencyScope, input: InviteInput) {
    // Admins reach every location; a User needs one (the legacy calls build this input themselves).
    if (input.role !== 'admin' && input.locationIds.length === 0)
      throw AppError.invalid('locationIds', 'choose at least one location');
    await takeMailAllowance(principal);
    if (!mayInvite(principal, input.role)) {
      throw AppError.of('forbidden', 'Only an admin may invite an admin.');
    }
    await grantableLocations(principal, scope, input.locationIds);
    // The operator's own account has no business to share: people join an agency, invited from its console.
    if ((await findAgency(db, scope))?.operator) {
      throw AppError.of(
        'forbidden',
        "The operator's account has no team: invite people to an agency from its console, under Users.",
      );
    }
    const existing = await findUserByEmail(db, input.email);
    if (existing && existing.agencyId === scope.agencyId) {
      throw AppError.invalid('email', 'is already in your team');
    }
  }

  /** Writes the invitation in the transaction given; the token of its link is returned once, to be sent. */
  async function writeInvitation(tx: Database, principal: Principal, scope: AgencyScope, input: InviteInput) {
    const token = newToken();
    const now = clock();
    // Seats are counted under the agency's lock: two admins inviting at once cannot pass the limit.
    await lockAgency(tx, scope);
    // An invitation still waiting is someone's to resend or cancel, not to overwrite unseen; an expired one
    // makes way for the new.
    const sameAddress = and(eq(invitations.agencyId, scope.agencyId), eq(invitations.email, input.email));
    const [waiting] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(sameAddress, gt(invitations.expiresAt, now)));
    if (waiting) {
      throw AppError.invalid(
        'email',
        'has an invitation waiting already: resend or cancel it in the list of invitations',
      );
    }
    await tx.delete(invitations).where(sameAddress);
    const limit = await seatLimit(tx, scope);
    if (limit !== null && (await seatsTaken(tx, scope, now)) >= limit) {
      throw AppError.of(
        'user_limit_reached',
        `User limit reached: your plan allows ${limit} users, invitations included. Remove someone or ask about a larger plan.`,
      );
    }
    const [row] = await tx
      .insert(invitations)
      .values({
        agencyId: scope.agencyId,
        email: input.email,
        userName: input.userName,
        role: input.role,
        locationIds: [...new Set(input.locationIds)],
        invitedBy: principal.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('invitation insert returned no row');
    await audit.record(tx, scope, principal, {
      action: TEAM_AUDIT.invite,
      subject: row.email,
      before: null,
      after: teamFields(row, await agencyLocations(tx, scope, row.locationIds)),
    });
    return { invitation: row, token };
  }

  return {
    async team(principal: Principal, scope: AgencyScope): Promise<Team> {
      const now = clock();
      const everyone = await membersOf(db, scope);
      const mine = new Set(everyone.find((m) => m.user.id === principal.userId)?.locations.map((l) => l.id));
      const visible = seesWholeTeam(principal)
        ? everyone
        : everyone.filter((member) => member.locations.some((location) => mine.has(location.id)));
      const pending = (await pendingInvitations(db, scope, now)).filter(
        (invitation) => seesWholeTeam(principal) || invitation.invitedBy === principal.userId,
      );
      // An invitation names its locations by id: each once, whether any member has it yet or not.
      const agencyWide = await allAgencyLocations(db, scope);
      const grantable = seesWholeTeam(principal)
        ? agencyWide
        : (everyone.find((member) => member.user.id === principal.userId)?.locations ?? []);
      return {
        members: visible.map((member) => presentMember(member.user, member.locations)),
        invitations: pending.map((invitation) => presentInvitation(invitation, agencyWide)),
        locations: grantable.map((location) => ({ id: location.id, business_name: location.businessName })),
        seats: { used: await seatsTaken(db, scope, now), limit: await seatLimit(db, scope) },
      };
    },

    async invite(principal: Principal, scope: AgencyScope, input: InviteInput) {
      await checkInvitation(principal, scope, input);
      const { invitation, token } = await withTransaction(db, (tx) =>
        writeInvitation(tx, principal, scope, input),
      );
      return send(invitation, token, scope);
    },

    /**
     * An invitation checked now and written later, in a transaction the caller runs (an agency created
     * with its first admin); its e-mail goes when `send` is called, once that transaction has committed.
     */
    async stageInvitation(principal: Principal, scope: AgencyScope, input: InviteInput) {
      await checkInvitation(principal, scope, input);
      return {
        write: async (tx: Database) => {
          const { invitation, token } = await writeInvitation(tx, principal, scope, input);
          return { send: () => send(invitation, token, scope) };
        },
      };
    },

    async resend(principal: Principal, scope: AgencyScope, invitationId: string) {
      const found = await findInvitation(db, scope, invitationId);
      if (!found || !mayManageInvitation(principal, found)) throw AppError.notFound('Invitation');
      await takeMailAllowance(principal);
      const token = newToken();
      const now = clock();
      const invitation = await withTransaction(db, async (tx) => {
        await lockAgency(tx, scope);
        // An expired invitation took no seat; sending it again takes one.
        const limit = await seatLimit(tx, scope);
        if (found.expiresAt <= now && limit !== null && (await seatsTaken(tx, scope, now)) >= limit) {
          throw AppError.of('user_limit_reached', `User limit reached: your plan allows ${limit} users.`);
        }
        const [row] = await tx
          .update(invitations)
          .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) })
          .where(eq(invitations.id, found.id))
          .returning();
        if (!row) throw AppError.notFound('Invitation');
        await audit.record(tx, scope, principal, {
          action: TEAM_AUDIT.resend,
          subject: row.email,
          before: { expires: found.expiresAt.toISOString().slice(0, 10) },
          after: { expires: row.expiresAt.toISOString().slice(0, 10) },
        });
        return row;
      });
      return send(invitation, token, scope);
    },

    async revoke(principal: Principal, scope: AgencyScope, invitationId: string): Promise<void> {
      const found = await findInvitation(db, scope, invitationId);
      if (!found || !mayManageInvitation(principal, found)) throw AppError.notFound('Invitation');
      await withTransaction(db, async (tx) => {
        const [gone] = await tx.delete(invitations).where(eq(invitations.id, found.id)).returning();
        // Revoked twice at once: the second finds nothing left to revoke, and logs nothing.
        if (!gone) return;
        await audit.record(tx, scope, principal, {
          action: TEAM_AUDIT.revoke,
          subject: gone.email,
          before: teamFields(gone, await agencyLocations(tx, scope, gone.locationIds)),
          after: null,
        });
      });
    },

    async changeMember(
      principal: Principal,
      scope: AgencyScope,
      userId: string,
      change: MemberChange,
    ): Promise<TeamMember> {
      const member = await findMember(db, scope, userId);
      if (!member || !mayChangeMember(principal, member)) throw AppError.notFound('User');
      const locations = await grantableLocations(principal, scope, change.locationIds);
      const updated = await withTransaction(db, async (tx) => {
        await lockAgency(tx, scope);
        // As it is now, under the lock: another admin may have changed it since it was first read.
        const current = await findMember(tx, scope, userId);
        if (!current || !mayChangeMember(principal, current)) throw AppError.notFound('User');
        const before = teamFields(
          current,
          await agencyLocations(tx, scope, [...(await assignedLocationIds(tx, current.id))]),
        );
        if (current.role === 'admin' && change.role !== 'admin' && (await adminsOf(tx, scope)) <= 1) {
          throw AppError.of(
            'last_admin',
            'This is the agency’s only admin: make someone else an admin first.',
          );
        }
        const role = current.role === 'superadmin' ? current.role : change.role;
        const [row] = await tx
          .update(users)
          .set({ userName: change.userName, name: change.userName, role, type: userTypeOf(role) })
          .where(eq(users.id, member.id))
          .returning();
        if (!row) throw AppError.notFound('User');
        await setMemberLocations(
          tx,
          row,
          locations.map((location) => location.id),
        );
        const after = teamFields(row, locations);
        // Saved as it was: nothing changed, so nothing is logged.
        if (!isDeepStrictEqual(before, after)) {
          await audit.record(tx, scope, principal, {
            action: TEAM_AUDIT.change,
            subject: row.email,
            before,
            after,
          });
        }
        return row;
      });
      return presentMember(updated, locations);
    },

    async removeMember(principal: Principal, scope: AgencyScope, userId: string): Promise<void> {
      const member = await findMember(db, scope, userId);
      if (!member || !mayChangeMember(principal, member)) throw AppError.notFound('User');
      await withTransaction(db, async (tx) => {
        await lockAgency(tx, scope);
        if (member.role === 'admin' && (await adminsOf(tx, scope)) <= 1) {
          throw AppError.of('last_admin', 'This is the agency’s only admin, who cannot be removed.');
        }
        const had = await agencyLocations(tx, scope, [...(await assignedLocationIds(tx, member.id))]);
        const [removed] = await tx.delete(users).where(eq(users.id, member.id)).returning({ id: users.id });
        // Removed twice at once: the second finds nobody left to remove, and logs nothing.
        if (!removed) return;
        await audit.record(tx, scope, principal, {
          action: TEAM_AUDIT.remove,
          subject: member.email,
          before: teamFields(member, had),
          after: null,
        });
      });
    },

    /** What a link invites to; the token is the proof, so nothing else is asked. */
    async preview(token: string) {
      const invitation = await findValidInvitation(db, hashToken(token), clock());
      if (!invitation) throw invitationGone();
      const invitedTo = await findAgencyOfUser(db, invitation);
      if (!invitedTo) throw invitationGone();
      // As accept refuses it: a suspended agency's link does not show its brand either.
      refuseIfSuspended(invitedTo.agency, invitation.role);
      return {
        agency: presentPublicBrand(invitedTo.agency),
        email: invitation.email,
        userName: invitation.userName,
      };
    },

    /** Spends the invitation, makes the account with the chosen password, and signs it in. */
    async accept(token: string, password: string): Promise<LoginResponse> {
      const tokenHash = hashToken(token);
      // A link is checked before its password is hashed, so made-up tokens cost the server nothing.
      const pending = await findValidInvitation(db, tokenHash, clock());
      if (!pending) throw invitationGone();
      const invitedTo = await findAgencyOfUser(db, pending);
      if (invitedTo) refuseIfSuspended(invitedTo.agency, pending.role);
      refuseCommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const scope = await deps.systemScopes.agency(pending.agencyId);
      if (!scope) throw invitationGone();
      const user = await withTransaction(db, async (tx) => {
        // Under the agency's lock, so a seat counted by an invitation at this moment is not counted twice.
        await lockAgency(tx, pending);
        const [invitation] = await tx
          .delete(invitations)
          .where(and(eq(invitations.tokenHash, tokenHash), gt(invitations.expiresAt, clock())))
          .returning();
        if (!invitation) throw invitationGone();
        if (await findUserByEmail(tx, invitation.email)) {
          throw AppError.of(
            'conflict',
            'This e-mail already has an account. Please sign in with it instead.',
          );
        }
        const [created] = await tx
          .insert(users)
          .values({
            agencyId: invitation.agencyId,
            email: invitation.email,
            userName: invitation.userName,
            name: invitation.userName,
            passwordHash,
            role: invitation.role,
            type: userTypeOf(invitation.role),
          })
          .returning();
        if (!created) throw new Error('user insert returned no row');
        // Locations deleted since the invitation was sent are left out.
        const granted = await existingLocationIds(tx, invitation);
        if (granted.length > 0) {
          await tx
            .insert(userLocations)
            .values(granted.map((locationId) => ({ userId: created.id, locationId })));
        }
        // The new member is who acted: they accepted the invitation.
        await audit.record(
          tx,
          scope,
          { userId: created.id, email: created.email, role: created.role },
          {
            action: TEAM_AUDIT.join,
            subject: created.email,
            before: null,
            after: teamFields(created, await agencyLocations(tx, scope, granted)),
          },
        );
        return created;
      });
      return auth.startSession(user, 'password');
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
