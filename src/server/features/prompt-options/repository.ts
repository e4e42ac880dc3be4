import { and, asc, eq, sql } from 'drizzle-orm';
import type { OptionKind } from '../../../contract/options.js';
import type { Database } from '../../db/open.js';
import { agencyPromptTemplates, promptOptions } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { CATALOGUE, previewImageUrl } from './catalogue.js';

/** Writes the catalogue into the database; templates shipped with a release replace older ones. */
export async function syncOptionCatalogue(db: Database): Promise<void> {
  await db
    .insert(promptOptions)
    .values(CATALOGUE.map((option) => ({ ...option, image: previewImageUrl(option.kind, option.name) })))
    .onConflictDoUpdate({
      target: [promptOptions.kind, promptOptions.name],
      set: {
        description: sql`excluded.description`,
        image: sql`excluded.image`,
        position: sql`excluded.position`,
      },
    });
}

export async function optionsOfKind(db: Database, kind: OptionKind) {
  return db
    .select({ name: promptOptions.name, description: promptOptions.description, image: promptOptions.image })
    .from(promptOptions)
    .where(eq(promptOptions.kind, kind))
    .orderBy(asc(promptOptions.position));
}

/** The template an agency writes an option's prompts with: its own override, else the standard one. */
export async function findAgencyTemplate(
  db: Database,
  scope: AgencyScope | LocationScope,
  kind: OptionKind,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({
      template: sql<string>`coalesce(${agencyPromptTemplates.template}, ${promptOptions.description})`,
    })
    .from(promptOptions)
    .leftJoin(
      agencyPromptTemplates,
      and(
        eq(agencyPromptTemplates.agencyId, scope.agencyId),
        eq(agencyPromptTemplates.kind, promptOptions.kind),
        eq(agencyPromptTemplates.name, promptOptions.name),
      ),
    )
    .where(and(eq(promptOptions.kind, kind), eq(promptOptions.name, name)))
    .limit(1);
  return row?.template;
}
