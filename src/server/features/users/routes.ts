import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../../contract/auth.js';
import { changePasswordSchema, updateProfileSchema, userResponseSchema } from '../../../contract/users.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { changePassword, updateProfile } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/user/chatuser/update',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Update a profile: user name, e-mail, contact number',
        security: [{ token: [] }],
        body: updateProfileSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ data: await updateProfile(ctx, principalOf(request), request.body) }),
  );

  app.put(
    '/user/chatuser/update/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Change one's own password; other sessions end",
        security: [{ token: [] }],
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await changePassword(ctx, principalOf(request), request.body);
      return { ok: true as const };
    },
  );
};
