import { agencyAiRoutes } from '../../../../contract/agency-console/ai.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import {
  listPromptTemplates,
  previewPromptTemplate,
  resetPromptTemplate,
  setPromptTemplate,
} from './prompt-templates.js';
import { clearAgencyAi, setAgencyAi, showAgencyAi } from './provider.js';

/** The agency's own AI provider and its own prompt templates. */
export function aiRoutes(deps: ConsoleDeps): BoundRoute[] {
  return [
    bind(agencyAiRoutes.get, ({ scope }) => showAgencyAi(deps, scope)),
    bind(agencyAiRoutes.set, ({ scope, principal, body }) => setAgencyAi(deps, scope, principal, body)),
    bind(agencyAiRoutes.clear, ({ scope, principal }) => clearAgencyAi(deps, scope, principal)),
    bind(agencyAiRoutes.templates, ({ scope }) => listPromptTemplates(deps, scope)),
    bind(agencyAiRoutes.setTemplate, ({ scope, principal, params, body }) =>
      setPromptTemplate(deps, scope, principal, {
        kind: params.kind,
        name: params.name,
        template: body.template,
      }),
    ),
    bind(agencyAiRoutes.resetTemplate, ({ scope, principal, params }) =>
      resetPromptTemplate(deps, scope, principal, params.kind, params.name),
    ),
    bind(agencyAiRoutes.previewTemplate, ({ scope, params, body }) =>
      previewPromptTemplate(deps, scope, { kind: params.kind, name: params.name, template: body.template }),
    ),
  ];
}
