import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  sessionResponseSchema,
} from '../../../contract/auth.js';
import { errorSchema } from '../../../contract/common.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { currentSession, login } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/app/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => login(ctx, request.body, request.ip),
  );

  app.get(
    '/auth/session',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, agency and locations, as at sign-in',
        security: [{ token: [] }],
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => currentSession(ctx, principalOf(request).userId),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: [{ token: [] }],
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await ctx.sessions.revoke(principalOf(request).sessionId);
      return { ok: true as const };
    },
  );
};
