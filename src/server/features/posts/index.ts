import { type GenerateRequest, postsRoutes } from '../../../contract/posts.js';
import type { Principal } from '../../core/principal.js';
import { bind } from '../../platform/routes.js';
import type { LocationScope } from '../../platform/scope.js';
import type { GenerationHooks, PostsDeps } from './deps.js';
import { pictureFromPrompt, writeFromPrompt } from './from-prompt.js';
import { generatePost } from './generate.js';
import { presentPost } from './presenter.js';
import { latestPostsOfYear } from './repository.js';
import { streamGeneration } from './stream.js';

export function createPostsFeature(deps: PostsDeps) {
  const service = {
    generate: (
      scope: LocationScope,
      principal: Principal,
      request: GenerateRequest,
      hooks: GenerationHooks,
    ) => generatePost(deps, scope, principal, request, hooks),
    writeFromPrompt: (
      scope: LocationScope,
      principal: Principal,
      input: { prompt: string; imageUrl?: string },
      signal: AbortSignal,
    ) => writeFromPrompt(deps, scope, principal, input, signal),
    pictureFromPrompt: (
      scope: LocationScope,
      principal: Principal,
      input: { prompt: string; style?: string },
      signal: AbortSignal,
    ) => pictureFromPrompt(deps, scope, principal, input, signal),
    latest: async (scope: LocationScope, year: number) =>
      (await latestPostsOfYear(deps.db, scope, year)).map(presentPost),
  };
  const routes = [
    bind(postsRoutes.generate, ({ scope, principal, body, request, reply }) =>
      streamGeneration(request, reply, (hooks) => service.generate(scope, principal, body, hooks)),
    ),
    bind(postsRoutes.latest, async ({ scope, query }) => ({ data: await service.latest(scope, query.year) })),
  ];
  return { routes, service };
}

export type PostsService = ReturnType<typeof createPostsFeature>['service'];
