import { performance } from 'node:perf_hooks';
import { IMAGE_STYLES } from '../../../contract/options.js';
import type { Post } from '../../../contract/posts.js';
import { streamCompletion } from '../../ai/model-calls.js';
import { fillTemplate } from '../../ai/templates.js';
import { dateInZone } from '../../core/date-in-zone.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import { IMAGE_MODEL_TEMPLATE } from '../prompt-options/catalogue.js';
import { engineName } from './actions.js';
import { GenerationCharge } from './charge.js';
import type { PostsDeps } from './deps.js';
import { makePicture } from './picture.js';
import { recordGeneration } from './record.js';
import { replyToHtml } from './sanitise.js';

/** Posts written from the planner's own words rather than a calendar event are filed under this title. */
const CUSTOM_PROMPT = 'Custom prompt';

/** Today in the location's time zone: a planner's evening post in New York is not tomorrow's. */
const today = (deps: PostsDeps, scope: LocationScope) => dateInZone(deps.clock(), scope.location.timeZone);

/** The planner's free prompt: a post from the user's own words (needs a model). */
export async function writeFromPrompt(
  deps: PostsDeps,
  scope: LocationScope,
  principal: Principal,
  input: { prompt: string; imageUrl?: string },
  signal: AbortSignal,
): Promise<Post> {
  const started = performance.now();
  const engine = await deps.textEngines.textEngine(scope);
  if (engine.kind !== 'model') {
    throw AppError.of(
      'prompt_needs_provider',
      'Writing from your own prompt needs an AI provider, and none is set up for this business. Ask your agency to add one under AI in its console.',
    );
  }
  const prompt = input.imageUrl
    ? `${input.prompt}\n\nThe post goes with this image: ${input.imageUrl}`
    : input.prompt;
  const charge = new GenerationCharge(deps, scope, principal, 'social', CUSTOM_PROMPT);
  return charge.refundingOnFailure(async () => {
    await charge.reserve(engine);
    const reply = await streamCompletion(engine, deps.engines.limits, prompt, { signal, onDelta: () => {} });
    return recordGeneration(
      deps,
      scope,
      principal,
      {
        post: {
          eventDate: today(deps, scope),
          eventTitle: CUSTOM_PROMPT,
          platform: 'Any',
          action: 'social',
          html: replyToHtml(reply.text),
          prompt,
          ...engineName(engine),
          inputTokens: reply.inputTokens,
          outputTokens: reply.outputTokens,
          durationMs: Math.round(performance.now() - started),
        },
        picture: null,
      },
      charge,
    );
  });
}

/** The planner's picture: an image straight from a prompt, in a style when one is named. */
export async function pictureFromPrompt(
  deps: PostsDeps,
  scope: LocationScope,
  principal: Principal,
  input: { prompt: string; style?: string },
  signal: AbortSignal,
): Promise<Post> {
  const started = performance.now();
  const engine = deps.engines.image;
  const named = IMAGE_STYLES.find((name) => name === input.style);
  const style = named ?? 'Minimal';
  // The image model hears the style only when the planner named one.
  const prompt = named
    ? fillTemplate(IMAGE_MODEL_TEMPLATE, { image_prompt: input.prompt, style: named })
    : input.prompt;
  const charge = new GenerationCharge(deps, scope, principal, 'image', CUSTOM_PROMPT);
  return charge.refundingOnFailure(async () => {
    await charge.reserve(engine);
    const image = await makePicture(
      deps,
      scope,
      { prompt, style, title: input.prompt, date: today(deps, scope), hashtags: [] },
      await deps.brands.brand(scope),
      signal,
    );
    return recordGeneration(
      deps,
      scope,
      principal,
      {
        post: {
          eventDate: today(deps, scope),
          eventTitle: CUSTOM_PROMPT,
          platform: 'Any',
          action: 'image',
          option: style,
          html: '',
          revisedPrompt: image.revisedPrompt,
          prompt,
          ...engineName(engine),
          durationMs: Math.round(performance.now() - started),
        },
        picture: image.picture,
      },
      charge,
    );
  });
}
