import type { PromptTemplate } from '../../../../contract/agency-console/ai.js';
import type { OptionKind } from '../../../../contract/options.js';
import { fillTemplate, PLACEHOLDERS, type TemplateValues } from '../../../ai/templates.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import type { Database } from '../../../db/open.js';
import { withTransaction } from '../../../db/transaction.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { readableDate } from '../../posts/prompt-values.js';
import { PLACEHOLDER_MEANINGS, templateProblem } from '../../prompt-options/placeholders.js';
import type { ConsoleDeps } from '../deps.js';
import {
  deleteTemplateOverride,
  findOptionTemplate,
  listOptionTemplates,
  type OptionTemplate,
  saveTemplateOverride,
} from './prompt-templates-repository.js';

const KIND_LABELS: Record<OptionKind, string> = {
  channel: 'platform',
  tone: 'tone',
  language: 'language',
  image_style: 'image style',
};

/** How the audit log names an option: "tone: Friendly". */
const subjectOf = (kind: OptionKind, name: string) => `${KIND_LABELS[kind]}: ${name}`;

async function existingOption(db: Database, scope: AgencyScope, kind: OptionKind, name: string) {
  const option = await findOptionTemplate(db, scope, kind, name);
  if (!option) throw AppError.notFound('Prompt option');
  return option;
}

function refuseUnusable(kind: OptionKind, template: string) {
  const problem = templateProblem(kind, template);
  if (problem) throw AppError.invalid('template', problem);
}

export async function listPromptTemplates(deps: ConsoleDeps, scope: AgencyScope) {
  return {
    placeholders: PLACEHOLDERS.map((name) => ({ name, meaning: PLACEHOLDER_MEANINGS[name] })),
    templates: await listOptionTemplates(deps.db, scope),
  };
}

/** The agency writes this option's prompts with its own template from now on. */
export async function setPromptTemplate(
  deps: ConsoleDeps,
  scope: AgencyScope,
  principal: Principal,
  option: { kind: OptionKind; name: string; template: string },
): Promise<PromptTemplate> {
  const { kind, name, template } = option;
  refuseUnusable(kind, template);
  const saved = await withTransaction(deps.db, async (tx) => {
    const current = await existingOption(tx, scope, kind, name);
    await saveTemplateOverride(tx, scope, option, deps.clock());
    await deps.audit.record(tx, scope, principal, {
      action: 'prompt.template',
      subject: subjectOf(kind, name),
      before: { template: current.override ?? current.standard },
      after: { template },
    });
    return { ...current, override: template };
  });
  deps.promptTemplates.forgetTemplates();
  return saved;
}

/** The agency goes back to the standard template for this option. */
export async function resetPromptTemplate(
  deps: ConsoleDeps,
  scope: AgencyScope,
  principal: Principal,
  kind: OptionKind,
  name: string,
): Promise<PromptTemplate> {
  const reset = await withTransaction(deps.db, async (tx): Promise<OptionTemplate> => {
    const current = await existingOption(tx, scope, kind, name);
    if (current.override === null) return current;
    await deleteTemplateOverride(tx, scope, kind, name);
    await deps.audit.record(tx, scope, principal, {
      action: 'prompt.template.reset',
      subject: subjectOf(kind, name),
      before: { template: current.override },
      after: { template: current.standard },
    });
    return { ...current, override: null };
  });
  deps.promptTemplates.forgetTemplates();
  return reset;
}

/** Previews are asked for by hand, one click each: far more than an admin editing templates needs. */
const PREVIEWS_PER_WINDOW = 60;

const SAMPLE_BUSINESS = 'Sunrise Bakery';

/** World Bread Day at a bakery, on Instagram, Friendly, in English: except for the option being previewed. */
function sampleValues(deps: ConsoleDeps, kind: OptionKind, name: string): TemplateValues {
  const pick = (own: OptionKind, fallback: string) => (kind === own ? name : fallback);
  return {
    event: 'World Bread Day',
    date: readableDate(`${deps.clock().getUTCFullYear()}-10-16`),
    hashtags: '#WorldBreadDay #BreadDay',
    business: SAMPLE_BUSINESS,
    platform: pick('channel', 'Instagram'),
    tone: pick('tone', 'Friendly'),
    language: pick('language', 'English'),
    style: pick('image_style', 'Minimal'),
    post: `Warm loaves straight from the oven for World Bread Day! 🍞 Drop by ${SAMPLE_BUSINESS} and taste today's sourdough. #WorldBreadDay #BreadDay`,
    image_prompt: 'A rustic sourdough loaf on a wooden counter in soft morning light, flour dusted around it',
  };
}

/** The prompt a template makes for the sample event, without saving it. */
export async function previewPromptTemplate(
  deps: ConsoleDeps,
  scope: AgencyScope,
  option: { kind: OptionKind; name: string; template: string },
): Promise<{ prompt: string }> {
  await deps.attempts.take(
    [{ key: `prompt-template:preview:${scope.agencyId}`, limit: PREVIEWS_PER_WINDOW }],
    'Too many previews.',
  );
  const { kind, name, template } = option;
  refuseUnusable(kind, template);
  await existingOption(deps.db, scope, kind, name);
  return { prompt: fillTemplate(template, sampleValues(deps, kind, name)) };
}
