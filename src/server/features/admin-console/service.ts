import type { AdminAgency, NewAgency } from '../../../contract/admin-console.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { withTransaction } from '../../db/transaction.js';
import type { AgencyScope, ScopeGrants } from '../../platform/scope.js';
import { domainInUse, domainUsedByAnother, refuseDeploymentHost } from '../agencies/domain.js';
import type { AuditService } from '../audit/index.js';
import type { TeamService } from '../team/service.js';
import { freeTrialSlug } from '../trial/slug.js';
import { findUserByEmail } from '../users/repository.js';
import { DEFAULT_LOOK } from './default-look.js';
import { presentAdminAgency, presentCustomer } from './presenter.js';
import {
  agencyWithCounts,
  customersOf,
  endSessionsOfAgency,
  findRunAgency,
  insertAgency,
  listAgencies,
  lockRunAgency,
  monthOf,
  setSuspendedAt,
  startOnPlan,
} from './repository.js';

/** The plan a new agency starts on, until its admins or the operator set up their own. */
const STARTER_PLAN = { name: 'Agency', type: 'paid', apps: ['calendar', 'social'], userLimit: 10 };

const agencyNotFound = () => AppError.notFound('Agency');

export interface AdminConsoleDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  team: Pick<TeamService, 'stageInvitation' | 'invite'>;
  /** The address the product is reached at, which no agency may claim as its own domain. */
  publicUrl: string;
}

export function createAdminConsoleService({ db, clock, audit, team, publicUrl }: AdminConsoleDeps) {
  async function agency(scope: AgencyScope): Promise<AdminAgency> {
    const found = await agencyWithCounts(db, scope, monthOf(clock()));
    if (!found) throw agencyNotFound();
    return presentAdminAgency(found);
  }

  /** Sets or clears the suspension, once: asking for the state the agency is in changes and records nothing. */
  async function setSuspended(principal: Principal, scope: AgencyScope, suspend: boolean) {
    await withTransaction(db, async (tx) => {
      const found = await lockRunAgency(tx, scope);
      if (!found) throw agencyNotFound();
      if ((found.suspendedAt !== null) === suspend) return;
      await setSuspendedAt(tx, scope, suspend ? clock() : null);
      // Sessions were refused while suspended; their users sign in again rather than find them back.
      if (!suspend) await endSessionsOfAgency(tx, scope);
      await audit.record(tx, scope, principal, {
        action: suspend ? 'agency.suspend' : 'agency.resume',
        subject: found.name,
        before: { suspended: !suspend },
        after: { suspended: suspend },
      });
    });
    return agency(scope);
  }

  return {
    async list(search: string | undefined): Promise<AdminAgency[]> {
      return (await listAgencies(db, search, monthOf(clock()))).map(presentAdminAgency);
    },

    /**
     * A new agency with the default look and the starter plan, and an invitation for its first admin.
     * The agency, plan, invitation and audit record are written together; the e-mail after.
     */
    async create(principal: Principal, grants: ScopeGrants, input: NewAgency) {
      const domain = input.domain ?? null;
      refuseDeploymentHost(domain, publicUrl);
      if (domain && (await domainUsedByAnother(db, domain, null))) throw domainInUse();
      if (await findUserByEmail(db, input.adminEmail)) {
        throw AppError.of('conflict', 'This e-mail already has an account.', { field: 'adminEmail' });
      }
      // The id is chosen here so the invitation can be checked before the transaction opens.
      const scope = grants.newAgency(principal);
      const invitation = await team.stageInvitation(principal, scope, {
        userName: input.adminName,
        email: input.adminEmail,
        role: 'admin',
        locationIds: [],
      });
      const staged = await withTransaction(db, async (tx) => {
        const created = await insertAgency(tx, {
          id: scope.agencyId,
          name: input.name,
          domain,
          customisation: DEFAULT_LOOK,
          // Its free trial's address, from its name; its admins may change it.
          trialSlug: await freeTrialSlug(tx, input.name),
        });
        // Another agency took the domain since it was checked.
        if (!created) throw domainInUse();
        await startOnPlan(tx, scope, STARTER_PLAN);
        const written = await invitation.write(tx);
        await audit.record(tx, scope, principal, {
          action: 'agency.create',
          subject: input.name,
          after: { name: input.name, domain, plan: STARTER_PLAN.name, firstAdmin: input.adminEmail },
        });
        return written;
      });
      const sent = await staged.send();
      return {
        agency: await agency(scope),
        invitationLink: sent.link,
        invitationExpiresAt: sent.invitation.expiresAt,
      };
    },

    suspend: (principal: Principal, scope: AgencyScope) => setSuspended(principal, scope, true),
    resume: (principal: Principal, scope: AgencyScope) => setSuspended(principal, scope, false),

    /** Records that the operator opened the agency's console, in that agency's own log. */
    async open(principal: Principal, scope: AgencyScope): Promise<void> {
      const found = await findRunAgency(db, scope);
      if (!found) throw agencyNotFound();
      await audit.record(db, scope, principal, { action: 'console.open', subject: found.name });
    },

    /** The locations in use of every agency the operator runs, or of the one given. */
    async customers(scope: AgencyScope | null) {
      if (scope && !(await findRunAgency(db, scope))) throw agencyNotFound();
      const rows = await customersOf(db, scope);
      return rows.map((row) => presentCustomer(row.location, row.agencyName));
    },

    /** Invites an admin to an agency the operator runs; an admin reaches every location, so none is named. */
    async inviteAdmin(principal: Principal, scope: AgencyScope, person: { userName: string; email: string }) {
      if (!(await findRunAgency(db, scope))) throw agencyNotFound();
      return team.invite(principal, scope, { ...person, role: 'admin', locationIds: [] });
    },
  };
}

export type AdminConsoleService = ReturnType<typeof createAdminConsoleService>;
