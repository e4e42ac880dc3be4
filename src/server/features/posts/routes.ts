import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/common.js';
import {
  type GenerationEvent,
  generateRequestSchema,
  latestPostsQuerySchema,
  latestPostsResponseSchema,
} from '../../../contract/posts.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import { sendNdjsonStream, signalWhenClientLeaves } from '../../http/replies.js';
import { generatePost, latestPosts } from './service.js';

function streamError(error: unknown): Extract<GenerationEvent, { type: 'error' }> {
  return error instanceof AppError
    ? { type: 'error', message: error.message, code: error.code }
    : { type: 'error', message: 'Unknown error, please try later', code: 'internal' };
}

export const postsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/posts/generate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['posts'],
        summary: 'Write, re-tone, translate or illustrate a post; streams newline-delimited JSON events',
        description:
          'Each line is {"type":"delta","text"} while text is written, then {"type":"done","post"} or {"type":"error","message","code"}. Errors found before writing starts are ordinary JSON errors.',
        security: [{ token: [] }],
        body: generateRequestSchema,
        response: { 400: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The user left the page: stop the provider call and store nothing.
      const signal = signalWhenClientLeaves(reply);
      const stream = new PassThrough();
      let streaming = false;
      const emit = (event: GenerationEvent) => {
        if (!streaming) {
          streaming = true;
          void sendNdjsonStream(reply, stream);
        }
        stream.write(`${JSON.stringify(event)}\n`);
      };
      try {
        const post = await generatePost(ctx, principal, request.body, {
          signal,
          onDelta: (text) => emit({ type: 'delta', text }),
        });
        emit({ type: 'done', post });
      } catch (error) {
        if (!streaming) throw error;
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'generation failed');
        emit(streamError(error));
      }
      stream.end();
      return reply;
    },
  );

  app.get(
    '/posts/latest',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['posts'],
        summary: "The newest result of each of a location's events in a year",
        security: [{ token: [] }],
        querystring: latestPostsQuerySchema,
        response: { 200: latestPostsResponseSchema },
      },
    },
    async (request) => ({
      data: await latestPosts(ctx, principalOf(request), request.query.locationId, request.query.year),
    }),
  );
};
