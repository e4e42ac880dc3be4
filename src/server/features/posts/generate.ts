import { performance } from 'node:perf_hooks';
import type { GenerateRequest, Post } from '../../../contract/posts.js';
import { RequestCancelled } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import { ACTIONS, DEFAULT_TONE } from './actions.js';
import { GenerationCharge } from './charge.js';
import type { GenerationHooks, PostsDeps } from './deps.js';
import { promptValues } from './prompt-values.js';
import { recordGeneration } from './record.js';
import type { PostRecord } from './repository.js';
import { refuseUnsuitableOption, withDayStyle } from './solemn-days.js';

/**
 * Writes, re-tones, translates or illustrates a post for one location's event, streaming text as it comes.
 * The result is stored only once it is complete, with the debit of its price; a failure or cancellation
 * stores nothing and gives the price back.
 */
export async function generatePost(
  deps: PostsDeps,
  scope: LocationScope,
  principal: Principal,
  asked: GenerateRequest,
  hooks: GenerationHooks,
): Promise<Post> {
  const started = performance.now();
  // The day's character comes from the calendar, never from the caller.
  const day = await deps.calendar.eventOn(scope, asked.event.date, asked.event.title);
  refuseUnsuitableOption(asked, day?.kind);
  const request = withDayStyle(asked, day?.kind);
  const values = promptValues(request, scope);
  const brand = await deps.brands.brand(scope);
  const charge = new GenerationCharge(deps, scope, principal, request.action, request.event.title);
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const post = await charge.refundingOnFailure(async () => {
      const outcome = await ACTIONS[request.action]({
        deps,
        scope,
        request,
        day,
        brand,
        values,
        hooks,
        charge,
      });
      if (hooks.signal.aborted) throw new RequestCancelled();
      return recordGeneration(
        deps,
        scope,
        principal,
        {
          post: {
            eventDate: request.event.date,
            eventTitle: request.event.title,
            hashtags: request.event.hashtags,
            platform: request.platform,
            action: request.action,
            option: request.action === 'social' ? (request.option ?? DEFAULT_TONE) : (request.option ?? null),
            tone: toneOf(request, outcome.parent),
            parentId: outcome.parent?.id ?? null,
            html: outcome.html,
            revisedPrompt: outcome.image?.revisedPrompt ?? null,
            prompt: outcome.prompt,
            provider: outcome.provider,
            model: outcome.model,
            inputTokens: outcome.reply.inputTokens,
            outputTokens: outcome.reply.outputTokens,
            durationMs: Math.round(performance.now() - started),
          },
          picture: outcome.image?.picture ?? null,
        },
        charge,
      );
    });
    deps.metrics.generation(post.provider, request.action, 'ok', seconds());
    return post;
  } catch (error) {
    // Who would have answered, for the failure's count: the engine the action asks first.
    const engine =
      request.action === 'image'
        ? deps.engines.image
        : await deps.textEngines.textEngine(scope).catch(() => null);
    deps.metrics.generation(engine?.provider ?? 'unknown', request.action, 'failed', seconds());
    throw error;
  }
}

/** The tone the new post's words are in: the one asked for, else, for a translation or a picture, its parent's. */
function toneOf(request: GenerateRequest, parent: PostRecord | null | undefined): string | null {
  if (request.action === 'social') return request.option ?? DEFAULT_TONE;
  if (request.action === 'tone') return request.option ?? null;
  return parent?.tone ?? null;
}
