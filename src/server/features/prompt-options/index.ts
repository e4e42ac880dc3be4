import { promptOptionPreviewRoute, promptOptionRoutes } from '../../../contract/options.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import type { AccessChanges } from '../../infra/access-changes.js';
import { bind } from '../../platform/routes.js';
import { optionPreview } from './previews.js';
import { optionsOfKind } from './repository.js';
import { OptionTemplates } from './templates.js';

export function createPromptOptionsFeature({
  db,
  clock,
  accessChanges,
}: {
  db: Database;
  clock: Clock;
  accessChanges: Pick<AccessChanges, 'onChange'>;
}) {
  const templates = new OptionTemplates(db, clock);
  // A change of an agency's own templates, made on any instance, reaches every instance's cache.
  accessChanges.onChange(() => templates.forget());
  const service = {
    list: (kind: Parameters<typeof optionsOfKind>[1]) => optionsOfKind(db, kind),
    template: templates.get.bind(templates),
    /**
     * Called once an agency's own templates changed, so this instance writes with them before the
     * database's notification arrives.
     */
    forgetTemplates: templates.forget.bind(templates),
  };
  const routes = [
    bind(promptOptionRoutes.list, ({ params }) => service.list(params.kind)),
    bind(promptOptionPreviewRoute, async ({ params, reply }) => {
      const preview = await optionPreview(params.kind, params.file);
      if (!preview) throw AppError.notFound('Preview');
      return reply.type(preview.type).header('cache-control', 'public, max-age=86400').send(preview.body);
    }),
  ];
  return { routes, service };
}

export type PromptOptionsService = ReturnType<typeof createPromptOptionsFeature>['service'];
