import { and, eq, ne } from 'drizzle-orm';
import type { TrialLeadsQuery, TrialSettingsInput } from '../../../../contract/agency-console/trial.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import type { Database } from '../../../db/open.js';
import { agencies } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../platform/errors.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { allLeads, leadsPage } from '../../trial/leads-repository.js';
import { changeConsoleAgency } from '../console-agency-change.js';
import { findConsoleAgency } from '../console-agency-repository.js';
import type { ConsoleDeps } from '../deps.js';
import { leadsCsv } from './csv.js';
import { presentLead, presentTrialSettings } from './presenter.js';

const slugInUse = () =>
  AppError.of('conflict', 'This trial address is used by another agency.', { field: 'slug' });

async function slugUsedByAnother(db: Database, slug: string, owner: string): Promise<boolean> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.trialSlug, slug), ne(agencies.id, owner)))
    .limit(1);
  return rows.length > 0;
}

/** The free trial as its agency runs it: its address, how long visitors' data is kept, and its leads. */
export function createConsoleTrialService(deps: ConsoleDeps) {
  async function settings(scope: AgencyScope) {
    const agency = await findConsoleAgency(deps.db, scope);
    if (!agency) throw AppError.notFound('Agency');
    return presentTrialSettings(agency, deps.publicUrl);
  }

  return {
    settings,

    async saveSettings(scope: AgencyScope, principal: Principal, input: TrialSettingsInput) {
      try {
        const { agency } = await changeConsoleAgency(
          deps,
          scope,
          principal,
          'trial.settings',
          async (current, tx) => {
            if (await slugUsedByAnother(tx, input.slug, scope.agencyId)) throw slugInUse();
            return {
              set: { trialSlug: input.slug, trialRetentionDays: input.retentionDays },
              before: { slug: current.trialSlug, retentionDays: current.trialRetentionDays },
              after: { slug: input.slug, retentionDays: input.retentionDays },
            };
          },
        );
        return presentTrialSettings(agency, deps.publicUrl);
      } catch (error) {
        // Another agency took the same slug in a change made at the same time.
        if (isUniqueViolation(error)) throw slugInUse();
        throw error;
      }
    },

    async leads(scope: AgencyScope, query: TrialLeadsQuery) {
      const { leads, total } = await leadsPage(deps.db, scope, query);
      return { leads: leads.map(presentLead), total, page: query.page, pageSize: query.pageSize };
    },

    /** Every lead matching the search as a CSV file, named after the trial and the day. */
    async leadsCsv(scope: AgencyScope, search: string | undefined) {
      const { slug } = await settings(scope);
      const leads = (await allLeads(deps.db, scope, search)).map(presentLead);
      const day = deps.clock().toISOString().slice(0, 10);
      return { filename: `trial-leads-${slug}-${day}.csv`, text: leadsCsv(leads) };
    },
  };
}
