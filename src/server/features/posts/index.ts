import { type GenerateRequest, postsRoutes } from '../../../contract/posts.js';
import type { Principal } from '../../core/principal.js';
import { bind } from '../../platform/routes.js';
import type { LocationScope } from '../../platform/scope.js';
import { withFreeGeneration } from '../trial/free-generations.js';
import type { GenerationHooks, PostsDeps } from './deps.js';
import { postFromAnswer } from './from-answer.js';
import { pictureFromPrompt, writeFromPrompt } from './from-prompt.js';
import { generatePost } from './generate.js';
import { presentPost } from './presenter.js';
import { createGenerationQuota } from './quota.js';
import { latestPostsOfYear } from './repository.js';
import { streamGeneration } from './stream.js';
import { writerOf } from './writer.js';

export function createPostsFeature(deps: PostsDeps) {
  const quota = createGenerationQuota({
    db: deps.db,
    clock: deps.clock,
    defaults: deps.limits,
    agencyLimits: deps.agencies.generationLimits,
  });
  const service = {
    /**
     * A picture counts against the pictures' limits, anything else against the posts'; a trial visitor's
     * generation also takes one of their free ones.
     */
    generate: (
      scope: LocationScope,
      principal: Principal,
      request: GenerateRequest,
      hooks: GenerationHooks,
    ) =>
      withFreeGeneration(deps, principal, () =>
        (request.action === 'image' ? quota.picture : quota.post)(scope, () =>
          generatePost(deps, scope, principal, request, hooks),
        ),
      ),
    writeFromPrompt: (
      scope: LocationScope,
      principal: Principal,
      input: { prompt: string; imageUrl?: string },
      signal: AbortSignal,
    ) => quota.post(scope, () => writeFromPrompt(deps, scope, principal, input, signal)),
    pictureFromPrompt: (
      scope: LocationScope,
      principal: Principal,
      input: { prompt: string; style?: string },
      signal: AbortSignal,
    ) => quota.picture(scope, () => pictureFromPrompt(deps, scope, principal, input, signal)),
    /** A chat answer put on an event's card, as its newest post. */
    fromAnswer: (scope: LocationScope, principal: Principal, input: Parameters<typeof postFromAnswer>[4]) =>
      postFromAnswer(deps.db, deps.media, scope, principal, input),
    latest: async (scope: LocationScope, year: number) =>
      (await latestPostsOfYear(deps.db, scope, year)).map((row) => presentPost(row, deps.media)),
    writer: (scope: LocationScope) => writerOf(deps, scope),
  };
  const routes = [
    bind(postsRoutes.generate, ({ scope, principal, body, request, reply }) =>
      streamGeneration(request, reply, (hooks) => service.generate(scope, principal, body, hooks)),
    ),
    bind(postsRoutes.latest, async ({ scope, query }) => ({ data: await service.latest(scope, query.year) })),
    bind(postsRoutes.writer, ({ scope }) => service.writer(scope)),
  ];
  return { routes, service };
}

export type PostsService = ReturnType<typeof createPostsFeature>['service'];
