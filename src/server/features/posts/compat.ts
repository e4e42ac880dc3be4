import { performance } from 'node:perf_hooks';
import { IMAGE_STYLES } from '../../../contract/options.js';
import type { ChatWriteRequest, ImageRequest, Post } from '../../../contract/posts.js';
import { renderGraphic } from '../../ai/builtin/graphic/render.js';
import { createImage, streamCompletion } from '../../ai/model-calls.js';
import { fillTemplate } from '../../ai/templates.js';
import type { AppContext } from '../../context.js';
import type { Principal } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import { locationsOfUser } from '../auth/repository.js';
import { eventsForYear } from '../calendar/events/holidays.js';
import { IMAGE_MODEL_TEMPLATE } from '../options/catalogue.js';
import { presentPost } from './presenter.js';
import { insertPost } from './repository.js';
import { replyToHtml } from './sanitise.js';
import { agencyLook, generatePost } from './service.js';

const CUSTOM_PROMPT = 'Custom prompt';
const today = (ctx: AppContext) => ctx.now().toISOString().slice(0, 10);
const camelTag = (title: string) =>
  `#${title.replace(/[^\p{L}\p{N}]+(.)?/gu, (_m, next: string | undefined) => (next ? next.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase())}`;

async function defaultLocationId(ctx: AppContext, principal: Principal): Promise<string> {
  const [first] = await locationsOfUser(ctx.db, principal.userId);
  if (!first)
    throw new AppError(
      400,
      'invalid_input',
      'profile_id: is required when you have no location',
      'profile_id',
    );
  return first.id;
}

/** The calendar's call: a post for an event (its hashtags from the calendar), or the planner's free prompt. */
export async function writeFromChatForm(
  ctx: AppContext,
  principal: Principal,
  input: ChatWriteRequest,
  signal: AbortSignal,
): Promise<Post> {
  if ('date' in input) {
    const locationId = input.profile_id ?? (await defaultLocationId(ctx, principal));
    const location = await ctx.locationAccess.location(principal, locationId);
    const known = eventsForYear(Number(input.date.slice(0, 4)), location.country).find(
      (event) => event.date === input.date && event.title === input.event_title,
    );
    return generatePost(
      ctx,
      principal,
      {
        locationId,
        event: {
          date: input.date,
          title: input.event_title,
          hashtags: known?.hashtags ?? [camelTag(input.event_title)],
        },
        platform: input.platform ?? 'Instagram',
        action: 'social',
      },
      { signal, onDelta: () => {} },
    );
  }
  const started = performance.now();
  const location = await ctx.locationAccess.location(principal, input.profile_id);
  const engine = ctx.engines.text;
  if (engine.kind !== 'model') {
    throw new AppError(
      422,
      'prompt_needs_provider',
      'Writing from your own prompt needs an AI provider. Ask your administrator to set AI_PROVIDER on the server.',
    );
  }
  const prompt = input.image
    ? `${input.promt}\n\nThe post goes with this image: ${input.image}`
    : input.promt;
  const reply = await streamCompletion(engine, ctx.engines.limits, prompt, { signal, onDelta: () => {} });
  const row = await insertPost(ctx.db, {
    locationId: location.id,
    userId: principal.userId,
    eventDate: today(ctx),
    eventTitle: CUSTOM_PROMPT,
    platform: 'Any',
    action: 'social',
    html: replyToHtml(reply.text),
    prompt,
    provider: engine.provider,
    model: engine.modelId,
    inputTokens: reply.inputTokens,
    outputTokens: reply.outputTokens,
    durationMs: Math.round(performance.now() - started),
  });
  return presentPost(row);
}

/** The planner's picture call: an image straight from a prompt, in a style when one is named. */
export async function imageFromPrompt(
  ctx: AppContext,
  principal: Principal,
  input: ImageRequest,
  signal: AbortSignal,
): Promise<Post> {
  const started = performance.now();
  const location = await ctx.locationAccess.location(principal, input.profile_id);
  const engine = ctx.engines.image;
  const named = IMAGE_STYLES.find((name) => name === input.image);
  const style = named ?? 'Minimal';
  // The image model hears the style only when the planner named one.
  const prompt = named
    ? fillTemplate(IMAGE_MODEL_TEMPLATE, { image_prompt: input.prompt, style: named })
    : input.prompt;
  let png: Uint8Array;
  let revisedPrompt: string | null = null;
  if (engine.kind === 'model') {
    const created = await createImage(engine, ctx.engines.limits, prompt, signal);
    png = created.png;
    revisedPrompt = created.revisedPrompt;
  } else {
    png = await renderGraphic({
      style,
      title: input.prompt,
      date: today(ctx),
      businessName: location.businessName,
      ...(await agencyLook(ctx, location.agencyId)),
      hashtags: [],
    });
  }
  const row = await insertPost(ctx.db, {
    locationId: location.id,
    userId: principal.userId,
    eventDate: today(ctx),
    eventTitle: CUSTOM_PROMPT,
    platform: 'Any',
    action: 'image',
    option: style,
    html: '',
    imagePath: await ctx.media.savePng(location.id, png),
    revisedPrompt,
    prompt,
    provider: engine.provider,
    model: engine.modelId,
    durationMs: Math.round(performance.now() - started),
  });
  return presentPost(row);
}
