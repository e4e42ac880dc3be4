import { performance } from 'node:perf_hooks';
import type { ImageStyleName, PlatformName, ToneName } from '../../../contract/options.js';
import { IMAGE_STYLES, TONES } from '../../../contract/options.js';
import type { GenerateRequest, Post } from '../../../contract/posts.js';
import { renderGraphic } from '../../ai/builtin/graphic/render.js';
import { writePost } from '../../ai/builtin/writer.js';
import type { ImageEngine, TextEngine } from '../../ai/engines.js';
import { createImage, streamCompletion, type TextResult } from '../../ai/model-calls.js';
import { fillTemplate, type TemplateValues } from '../../ai/templates.js';
import type { AppContext } from '../../context.js';
import type { Principal } from '../../http/access.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { findAgencyWithActivePlan, type LocationRow } from '../auth/repository.js';
import { IMAGE_MODEL_TEMPLATE, type OptionKind } from '../options/catalogue.js';
import { presentPost } from './presenter.js';
import { findPost, insertPost, latestPostsOfYear, type PostRow } from './repository.js';
import { htmlToText, replyToHtml } from './sanitise.js';

export interface GenerationHooks {
  signal: AbortSignal;
  /** Receives the text as it is written. */
  onDelta: (text: string) => void;
}

const DEFAULT_TONE: ToneName = 'Friendly';

const engineName = (engine: TextEngine | ImageEngine) => ({
  provider: engine.provider,
  model: engine.modelId,
});

const isTone = (name: string): name is ToneName => TONES.some((tone) => tone === name);
const isStyle = (name: string): name is ImageStyleName => IMAGE_STYLES.some((style) => style === name);

// Built once: constructing an Intl formatter costs more than the rest of a request's preparation.
const PROMPT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Friday, October 16, 2026": how the day reads in a prompt. */
function readableDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return PROMPT_DATE.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)));
}

async function template(ctx: AppContext, kind: OptionKind, name: string, field: string): Promise<string> {
  const found = await ctx.optionTemplates.get(kind, name);
  if (found === undefined)
    throw badRequest(field, `is not a known ${kind === 'image_style' ? 'image style' : kind}`);
  return found;
}

async function parentPost(ctx: AppContext, request: GenerateRequest): Promise<PostRow> {
  const parent = request.parentId ? await findPost(ctx.db, request.parentId) : undefined;
  if (
    !parent ||
    parent.locationId !== request.locationId ||
    parent.eventDate !== request.event.date ||
    parent.eventTitle !== request.event.title
  ) {
    throw notFound('Post');
  }
  return parent;
}

/** The agency's colours and logo, for the pictures the built-in renderer draws. */
export async function agencyLook(ctx: AppContext, agencyId: string) {
  const found = await findAgencyWithActivePlan(ctx.db, agencyId);
  const look = found?.agency.customisation;
  return {
    brand: { primary: look?.button_bg ?? '#f4a259', accent: look?.topbar_bg ?? '#1f3a5f' },
    logo: look?.logo ?? null,
  };
}

/** Built-in words, streamed in pieces like a model's so the screen behaves the same. */
function builtinText(text: string, hooks: GenerationHooks): TextResult {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) hooks.onDelta(piece);
  return { text, inputTokens: null, outputTokens: null };
}

function writeBuiltin(
  request: GenerateRequest,
  businessName: string,
  tone: ToneName,
  hooks: GenerationHooks,
) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const text = writePost({
    event: request.event,
    businessName,
    platform: request.platform satisfies PlatformName,
    tone,
    seed,
  });
  return builtinText(text, hooks);
}

/** What an action produced, before it is stored. */
interface Outcome {
  prompt: string;
  reply: TextResult;
  /** The stored text: the reply as safe HTML, or for a picture the text it illustrates. */
  html: string;
  parent: PostRow | null;
  image: { path: string; revisedPrompt: string | null } | null;
  provider: string;
  model: string;
}

interface ActionInput {
  ctx: AppContext;
  request: GenerateRequest;
  location: LocationRow;
  values: TemplateValues;
  hooks: GenerationHooks;
}

/** A new post for the event, or the parent rewritten in a tone. */
async function writeOrRetone({ ctx, request, location, values, hooks }: ActionInput): Promise<Outcome> {
  const engine = ctx.engines.text;
  const tone = request.option ?? DEFAULT_TONE;
  if (!isTone(tone)) throw badRequest('option', 'is not a known tone');
  values.tone = tone;
  let parent: PostRow | null = null;
  let prompt: string;
  if (request.action === 'social') {
    prompt = fillTemplate(await template(ctx, 'channel', request.platform, 'platform'), values);
  } else {
    parent = await parentPost(ctx, request);
    values.post = htmlToText(parent.html);
    prompt = fillTemplate(await template(ctx, 'tone', tone, 'option'), values);
  }
  const reply =
    engine.kind === 'model'
      ? await streamCompletion(engine, ctx.engines.limits, prompt, hooks)
      : writeBuiltin(request, location.businessName, tone, hooks);
  return { prompt, reply, html: replyToHtml(reply.text), parent, image: null, ...engineName(engine) };
}

async function translate({ ctx, request, values, hooks }: ActionInput): Promise<Outcome> {
  const engine = ctx.engines.text;
  const language = request.option ?? '';
  const translateTemplate = await template(ctx, 'language', language, 'option');
  if (engine.kind !== 'model') {
    throw new AppError(
      422,
      'translation_needs_provider',
      'Translation needs an AI provider. Ask your administrator to set AI_PROVIDER (and AI_API_KEY) on the server.',
    );
  }
  const parent = await parentPost(ctx, request);
  values.language = language;
  values.post = htmlToText(parent.html);
  const prompt = fillTemplate(translateTemplate, values);
  const reply = await streamCompletion(engine, ctx.engines.limits, prompt, hooks);
  return { prompt, reply, html: replyToHtml(reply.text), parent, image: null, ...engineName(engine) };
}

/** A picture for the parent's words: the text model describes it, then the image model (or the renderer) draws it. */
async function illustrate({ ctx, request, location, values, hooks }: ActionInput): Promise<Outcome> {
  const { text: engine, image: imageEngine, limits } = ctx.engines;
  const style = request.option ?? '';
  const styleTemplate = await template(ctx, 'image_style', style, 'option');
  if (!isStyle(style)) throw badRequest('option', 'is not a known image style');
  const parent = await parentPost(ctx, request);
  values.style = style;
  values.post = htmlToText(parent.html);
  let prompt = fillTemplate(styleTemplate, values);
  const described =
    engine.kind === 'model'
      ? await streamCompletion(engine, limits, prompt, { signal: hooks.signal, onDelta: () => {} })
      : null;
  const reply = {
    text: values.post,
    inputTokens: described?.inputTokens ?? null,
    outputTokens: described?.outputTokens ?? null,
  };

  let image: Outcome['image'];
  if (imageEngine.kind === 'model') {
    const imagePrompt = fillTemplate(IMAGE_MODEL_TEMPLATE, {
      image_prompt: described?.text.trim() || `${request.event.title} for ${location.businessName}`,
      style,
    });
    prompt = `${prompt}\n\n---\n\n${imagePrompt}`;
    const created = await createImage(imageEngine, limits, imagePrompt, hooks.signal);
    image = { path: await ctx.media.savePng(location.id, created.png), revisedPrompt: created.revisedPrompt };
  } else {
    const png = await renderGraphic({
      style,
      title: request.event.title,
      date: request.event.date,
      businessName: location.businessName,
      ...(await agencyLook(ctx, location.agencyId)),
      hashtags: request.event.hashtags,
    });
    image = { path: await ctx.media.savePng(location.id, png), revisedPrompt: null };
  }
  return { prompt, reply, html: parent.html, parent, image, ...engineName(imageEngine) };
}

const ACTIONS = { social: writeOrRetone, tone: writeOrRetone, translate, image: illustrate } as const;

/**
 * Writes, re-tones, translates or illustrates a post for one location's event, streaming text as it comes.
 * The result is stored only once it is complete; a failure or cancellation stores nothing.
 */
export async function generatePost(
  ctx: AppContext,
  principal: Principal,
  request: GenerateRequest,
  hooks: GenerationHooks,
): Promise<Post> {
  const started = performance.now();
  const location = await ctx.locationAccess.location(principal, request.locationId);
  const values: TemplateValues = {
    event: request.event.title,
    date: readableDate(request.event.date),
    hashtags: request.event.hashtags.join(' '),
    business: location.businessName,
    platform: request.platform,
  };
  const outcome = await ACTIONS[request.action]({ ctx, request, location, values, hooks });
  if (hooks.signal.aborted) throw new AppError(499, 'cancelled', 'The request was cancelled.');
  const row = await insertPost(ctx.db, {
    locationId: location.id,
    userId: principal.userId,
    eventDate: request.event.date,
    eventTitle: request.event.title,
    hashtags: request.event.hashtags,
    platform: request.platform,
    action: request.action,
    option: request.action === 'social' ? (request.option ?? DEFAULT_TONE) : (request.option ?? null),
    parentId: outcome.parent?.id ?? null,
    html: outcome.html,
    imagePath: outcome.image?.path ?? null,
    revisedPrompt: outcome.image?.revisedPrompt ?? null,
    prompt: outcome.prompt,
    provider: outcome.provider,
    model: outcome.model,
    inputTokens: outcome.reply.inputTokens,
    outputTokens: outcome.reply.outputTokens,
    durationMs: Math.round(performance.now() - started),
  });
  return presentPost(row);
}

export async function latestPosts(
  ctx: AppContext,
  principal: Principal,
  locationId: string,
  year: number,
): Promise<Post[]> {
  await ctx.locationAccess.location(principal, locationId);
  return (await latestPostsOfYear(ctx.db, locationId, year)).map(presentPost);
}
