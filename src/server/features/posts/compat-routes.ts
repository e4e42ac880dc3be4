import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/common.js';
import {
  chatWriteRequestSchema,
  chatWriteResponseSchema,
  imageRequestSchema,
  imageResponseSchema,
} from '../../../contract/posts.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { signalWhenClientLeaves } from '../../http/replies.js';
import { imageFromPrompt, writeFromChatForm } from './compat.js';

/** The calls the earlier product's screens made, answering what they expect. */
export const compatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/chat/generateImagefinal',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['posts'],
        summary: 'A picture from a prompt (planner form)',
        security: [{ token: [] }],
        body: imageRequestSchema,
        response: { 200: imageResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const post = await imageFromPrompt(
        ctx,
        principalOf(request),
        request.body,
        signalWhenClientLeaves(reply),
      );
      return { data: { url: post.imageUrl ?? '', revised_prompt: post.revisedPrompt }, post };
    },
  );

  app.post(
    '/chat/:env',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['posts'],
        summary: 'A post for an event (calendar form) or from a prompt (planner form), not streamed',
        security: [{ token: [] }],
        params: z.object({ env: z.string().regex(/^[a-z][a-z0-9_-]{0,30}$/, 'must be a short name') }),
        body: chatWriteRequestSchema,
        response: { 200: chatWriteResponseSchema, 400: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const post = await writeFromChatForm(
        ctx,
        principalOf(request),
        request.body,
        signalWhenClientLeaves(reply),
      );
      return { data: post.html, post };
    },
  );
};
