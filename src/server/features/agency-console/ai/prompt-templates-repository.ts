import { and, asc, eq } from 'drizzle-orm';
import type { OptionKind } from '../../../../contract/options.js';
import type { Database } from '../../../db/open.js';
import { agencyPromptTemplates, promptOptions } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';

export interface OptionTemplate {
  kind: OptionKind;
  name: string;
  standard: string;
  override: string | null;
}

/** Options' standard templates beside the agency's own, where it set one. */
function selectTemplates(db: Database, scope: AgencyScope) {
  return db
    .select({
      kind: promptOptions.kind,
      name: promptOptions.name,
      standard: promptOptions.description,
      override: agencyPromptTemplates.template,
    })
    .from(promptOptions)
    .leftJoin(
      agencyPromptTemplates,
      and(
        eq(agencyPromptTemplates.agencyId, scope.agencyId),
        eq(agencyPromptTemplates.kind, promptOptions.kind),
        eq(agencyPromptTemplates.name, promptOptions.name),
      ),
    );
}

export async function listOptionTemplates(db: Database, scope: AgencyScope): Promise<OptionTemplate[]> {
  return selectTemplates(db, scope).orderBy(asc(promptOptions.kind), asc(promptOptions.position));
}

/** One option's templates; undefined when there is no such option. */
export async function findOptionTemplate(
  db: Database,
  scope: AgencyScope,
  kind: OptionKind,
  name: string,
): Promise<OptionTemplate | undefined> {
  const [row] = await selectTemplates(db, scope)
    .where(and(eq(promptOptions.kind, kind), eq(promptOptions.name, name)))
    .limit(1);
  return row;
}

export async function saveTemplateOverride(
  db: Database,
  scope: AgencyScope,
  option: { kind: OptionKind; name: string; template: string },
  at: Date,
): Promise<void> {
  await db
    .insert(agencyPromptTemplates)
    .values({
      agencyId: scope.agencyId,
      kind: option.kind,
      name: option.name,
      template: option.template,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [agencyPromptTemplates.agencyId, agencyPromptTemplates.kind, agencyPromptTemplates.name],
      set: { template: option.template, updatedAt: at },
    });
}

export async function deleteTemplateOverride(
  db: Database,
  scope: AgencyScope,
  kind: OptionKind,
  name: string,
): Promise<void> {
  await db
    .delete(agencyPromptTemplates)
    .where(
      and(
        eq(agencyPromptTemplates.agencyId, scope.agencyId),
        eq(agencyPromptTemplates.kind, kind),
        eq(agencyPromptTemplates.name, name),
      ),
    );
}
