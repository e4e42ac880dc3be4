import type {
  ConsoleLocation,
  LocationInput,
  NewLocation,
} from '../../../../contract/agency-console/locations.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import type { Database } from '../../../db/open.js';
import { withTransaction } from '../../../db/transaction.js';
import { newLocationId } from '../../../infra/ids.js';
import type { AgencyScope } from '../../../platform/scope.js';
import type { ConsoleDeps } from '../deps.js';
import { holdPlanForUse } from '../plans/repository.js';
import { auditedLocation, presentConsoleLocation } from './presenter.js';
import {
  findConsoleLocation,
  insertLocation,
  type LocationFilter,
  listConsoleLocations,
  lockLocation,
  setArchivedAt,
  updateLocation,
} from './repository.js';

export function createConsoleLocationsService({
  db,
  clock,
  audit,
}: Pick<ConsoleDeps, 'db' | 'clock' | 'audit'>) {
  /** A plan named for a location must be one of the agency's own. */
  async function requireOwnPlan(executor: Database, scope: AgencyScope, planId: string | null) {
    if (planId !== null && !(await holdPlanForUse(executor, scope, planId))) throw AppError.notFound('Plan');
  }

  /** The location with its plan's name and users, read in the transaction that changed it. */
  async function found(executor: Database, scope: AgencyScope, locationId: string) {
    const location = await findConsoleLocation(executor, scope, locationId);
    if (!location) throw AppError.notFound('Location');
    return location;
  }

  /** Archives or restores; doing it again changes nothing and records nothing. */
  async function setArchived(
    principal: Principal,
    scope: AgencyScope,
    locationId: string,
    archived: boolean,
  ): Promise<ConsoleLocation> {
    return withTransaction(db, async (tx) => {
      const changed = await setArchivedAt(tx, scope, locationId, archived ? clock() : null);
      if (changed) {
        await audit.record(tx, scope, principal, {
          action: archived ? 'location.archive' : 'location.restore',
          subject: changed.businessName,
          before: { archived: !archived },
          after: { archived },
        });
      }
      return presentConsoleLocation(await found(tx, scope, locationId));
    });
  }

  return {
    async list(scope: AgencyScope, filter: LocationFilter): Promise<ConsoleLocation[]> {
      return (await listConsoleLocations(db, scope, filter)).map(presentConsoleLocation);
    },

    async create(principal: Principal, scope: AgencyScope, input: NewLocation): Promise<ConsoleLocation> {
      const { id = newLocationId(), ...fields } = input;
      return withTransaction(db, async (tx) => {
        await requireOwnPlan(tx, scope, fields.planId);
        const created = await insertLocation(tx, scope, id, fields);
        if (!created) {
          throw AppError.of('conflict', 'A location with this id exists already.', { field: 'id' });
        }
        const saved = await found(tx, scope, created.id);
        await audit.record(tx, scope, principal, {
          action: 'location.create',
          subject: created.businessName,
          before: null,
          after: auditedLocation(saved),
        });
        return presentConsoleLocation(saved);
      });
    },

    async update(
      principal: Principal,
      scope: AgencyScope,
      locationId: string,
      input: LocationInput,
    ): Promise<ConsoleLocation> {
      return withTransaction(db, async (tx) => {
        if (!(await lockLocation(tx, scope, locationId))) throw AppError.notFound('Location');
        const existing = await findConsoleLocation(tx, scope, locationId);
        if (!existing) throw AppError.notFound('Location');
        await requireOwnPlan(tx, scope, input.planId);
        const updated = await updateLocation(tx, scope, locationId, input);
        if (!updated) throw AppError.notFound('Location');
        const saved = await found(tx, scope, updated.id);
        await audit.record(tx, scope, principal, {
          action: 'location.update',
          subject: updated.businessName,
          before: auditedLocation(existing),
          after: auditedLocation(saved),
        });
        return presentConsoleLocation(saved);
      });
    },

    archive: (principal: Principal, scope: AgencyScope, locationId: string) =>
      setArchived(principal, scope, locationId, true),

    restore: (principal: Principal, scope: AgencyScope, locationId: string) =>
      setArchived(principal, scope, locationId, false),
  };
}
