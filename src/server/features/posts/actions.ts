import type { CalendarEventItem } from '../../../contract/calendar.js';
import type { ImageStyleName, OptionKind, PlatformName, ToneName } from '../../../contract/options.js';
import { IMAGE_STYLES, TONES } from '../../../contract/options.js';
import type { GenerateRequest } from '../../../contract/posts.js';
import { hashString } from '../../ai/builtin/random.js';
import { spellingOf } from '../../ai/builtin/spelling.js';
import { type PostBrief, rewritePost, writePost } from '../../ai/builtin/writer.js';
import type { ImageEngine, TextEngine } from '../../ai/engines.js';
import { streamCompletion, type TextResult } from '../../ai/model-calls.js';
import { fillTemplate, placeholdersIn, type TemplateValues } from '../../ai/templates.js';
import { dateInZone } from '../../core/date-in-zone.js';
import { AppError } from '../../core/errors.js';
import type { Picture } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import type { Brand } from '../brand-profile/service.js';
import { writerBrand } from '../brand-profile/writer-brand.js';
import { IMAGE_MODEL_TEMPLATE } from '../prompt-options/catalogue.js';
import { promptForBrand } from './brand-brief.js';
import type { GenerationCharge } from './charge.js';
import type { GenerationHooks, PostsDeps } from './deps.js';
import { makePicture } from './picture.js';
import { draftsWritten, findPost, type PostRecord } from './repository.js';
import { htmlToText, replyToHtml } from './sanitise.js';
import { promptForDay } from './solemn-days.js';
import { translatesWith } from './writer.js';

export const DEFAULT_TONE: ToneName = 'Friendly';

const isTone = (name: string): name is ToneName => TONES.some((tone) => tone === name);
const isStyle = (name: string): name is ImageStyleName => IMAGE_STYLES.some((style) => style === name);

export const engineName = (engine: TextEngine | ImageEngine) => ({
  provider: engine.provider,
  model: engine.modelId,
});

/** What an action produced, before it is stored. */
export interface Outcome {
  prompt: string;
  reply: TextResult;
  /** The stored text: the reply as safe HTML, or for a picture the text it illustrates. */
  html: string;
  parent: PostRecord | null;
  image: { picture: Picture; revisedPrompt: string | null } | null;
  provider: string;
  model: string;
}

export interface ActionInput {
  deps: PostsDeps;
  scope: LocationScope;
  request: GenerateRequest;
  /** The event as the calendar knows it (its character, category and line about it); undefined for a day it does not know. */
  day: CalendarEventItem | undefined;
  /** The business's brand profile, which posts and pictures follow; null when it has none. */
  brand: Brand | null;
  values: TemplateValues;
  hooks: GenerationHooks;
  /** Reserved by each action once its input is checked, just before its engine is called. */
  charge: GenerationCharge;
}

/** The option's template, the location's agency's own where it set one. */
async function template(
  { deps, scope }: ActionInput,
  kind: OptionKind,
  name: string,
  field: string,
): Promise<string> {
  const found = await deps.templates.template(kind, name, scope);
  if (found === undefined)
    throw AppError.invalid(field, `is not a known ${kind === 'image_style' ? 'image style' : kind}`);
  return found;
}

/** The post a tone, translation or picture starts from: of the same location and event. */
async function parentPost({ deps, scope, request }: ActionInput): Promise<PostRecord> {
  const parent = request.parentId ? await findPost(deps.db, scope, request.parentId) : undefined;
  if (!parent || parent.eventDate !== request.event.date || parent.eventTitle !== request.event.title) {
    throw AppError.notFound('Post');
  }
  return parent;
}

/** Built-in words, streamed in pieces like a model's so the screen behaves the same. */
export function streamBuiltinText(text: string, hooks: GenerationHooks): TextResult {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) hooks.onDelta(piece);
  return { text, inputTokens: null, outputTokens: null };
}

/**
 * The built-in writer's post: a new draft, seeded by the location and the draft's number, or the
 * parent on screen rewritten in the tone, keeping its angle and hashtags.
 */
async function writeBuiltin(input: ActionInput, tone: ToneName, parent: PostRecord | null) {
  const { deps, scope, request, day, hooks, brand } = input;
  const brief = (seed: number): PostBrief => ({
    // A day the calendar does not know is judged by the words of its title alone.
    event: { ...request.event, kind: day?.kind ?? 'celebration', category: day?.category, about: day?.about },
    businessName: scope.location.businessName,
    platform: request.platform satisfies PlatformName,
    tone,
    brand: brand ? writerBrand(brand) : undefined,
    seed,
    writtenOn: dateInZone(deps.clock(), scope.location.timeZone),
    spelling: spellingOf(scope.location.country),
  });
  if (parent)
    return streamBuiltinText(rewritePost(brief(hashString(parent.id)), htmlToText(parent.html)), hooks);
  const draft = await draftsWritten(deps.db, scope, request.event, request.platform);
  // The day's other events start their drafts elsewhere in the month's phrases, so one day's posts differ.
  const place = await deps.calendar.placeOnDate(scope, request.event.date, request.event.title);
  const seed = hashString(`${scope.locationId}\u0000${draft}`);
  return streamBuiltinText(writePost({ ...brief(seed), place }), hooks);
}

/** A tone's template always carries the post it rewrites, even an agency's own written without it. */
function withPost(template: string): string {
  return placeholdersIn(template).includes('post') ? template : `${template}\n\nPost:\n{{post}}`;
}

/** A new post for the event, or the parent rewritten in a tone. */
async function writeOrRetone(input: ActionInput): Promise<Outcome> {
  const { deps, request, day, values, hooks, scope } = input;
  const engine = await deps.textEngines.textEngine(scope);
  const tone = request.option ?? DEFAULT_TONE;
  if (!isTone(tone)) throw AppError.invalid('option', 'is not a known tone');
  values.tone = tone;
  let parent: PostRecord | null = null;
  let prompt: string;
  if (request.action === 'social') {
    prompt = fillTemplate(await template(input, 'channel', request.platform, 'platform'), values);
  } else {
    parent = await parentPost(input);
    values.post = htmlToText(parent.html);
    prompt = fillTemplate(withPost(await template(input, 'tone', tone, 'option')), values);
  }
  prompt = promptForBrand(promptForDay(prompt, day), input.brand, day?.kind);
  await input.charge.reserve(engine);
  const reply =
    engine.kind === 'model'
      ? await streamCompletion(engine, deps.engines.limits, prompt, hooks)
      : await writeBuiltin(input, tone, parent);
  return { prompt, reply, html: replyToHtml(reply.text), parent, image: null, ...engineName(engine) };
}

async function translate(input: ActionInput): Promise<Outcome> {
  const { deps, request, values, hooks, scope } = input;
  const engine = await deps.textEngines.textEngine(scope);
  const language = request.option ?? '';
  const translateTemplate = await template(input, 'language', language, 'option');
  if (!translatesWith(engine)) {
    throw AppError.of(
      'translation_needs_provider',
      'Translation needs an AI provider, and none is set up for this business. Ask your agency to add one under AI in its console.',
    );
  }
  const parent = await parentPost(input);
  values.language = language;
  values.post = htmlToText(parent.html);
  const prompt = promptForDay(fillTemplate(translateTemplate, values), input.day);
  await input.charge.reserve(engine);
  const reply = await streamCompletion(engine, deps.engines.limits, prompt, hooks);
  return { prompt, reply, html: replyToHtml(reply.text), parent, image: null, ...engineName(engine) };
}

/** A picture for the parent's words: the text model describes it, then the image model (or the renderer) draws it. */
async function illustrate(input: ActionInput): Promise<Outcome> {
  const { deps, request, values, hooks, scope } = input;
  const { image: imageEngine, limits } = deps.engines;
  const engine = await deps.textEngines.textEngine(scope);
  const style = request.option ?? '';
  const styleTemplate = await template(input, 'image_style', style, 'option');
  if (!isStyle(style)) throw AppError.invalid('option', 'is not a known image style');
  const parent = await parentPost(input);
  values.style = style;
  values.post = htmlToText(parent.html);
  let prompt = promptForBrand(
    promptForDay(fillTemplate(styleTemplate, values), input.day),
    input.brand,
    input.day?.kind,
  );
  // A picture is priced by who draws it, the built-in renderer or an image model.
  await input.charge.reserve(imageEngine);
  const described =
    engine.kind === 'model'
      ? await streamCompletion(engine, limits, prompt, { signal: hooks.signal, onDelta: () => {} })
      : null;
  const reply = {
    text: values.post,
    inputTokens: described?.inputTokens ?? null,
    outputTokens: described?.outputTokens ?? null,
  };

  // Only the image model reads a prompt; the built-in renderer draws from the event itself.
  const imagePrompt = fillTemplate(IMAGE_MODEL_TEMPLATE, {
    image_prompt: described?.text.trim() || `${request.event.title} for ${scope.location.businessName}`,
    style,
  });
  if (imageEngine.kind === 'model') prompt = `${prompt}\n\n---\n\n${imagePrompt}`;
  const image = await makePicture(
    deps,
    scope,
    {
      prompt: imagePrompt,
      style,
      title: request.event.title,
      date: request.event.date,
      hashtags: request.event.hashtags,
    },
    input.brand,
    hooks.signal,
  );
  return { prompt, reply, html: parent.html, parent, image, ...engineName(imageEngine) };
}

export const ACTIONS = { social: writeOrRetone, tone: writeOrRetone, translate, image: illustrate } as const;
