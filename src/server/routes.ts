import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { accountsRoutes } from './features/accounts/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { embedRoutes } from './features/embed/routes.js';
import { optionsRoutes } from './features/options/routes.js';
import { compatRoutes } from './features/posts/compat-routes.js';
import { postsRoutes } from './features/posts/routes.js';
import { usersRoutes } from './features/users/routes.js';

/** Every feature's API routes, mounted under /v1. */
export const apiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(authRoutes, { ctx });
  await app.register(embedRoutes, { ctx });
  await app.register(accountsRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(calendarRoutes, { ctx });
  await app.register(optionsRoutes, { ctx });
  await app.register(postsRoutes, { ctx });
  await app.register(compatRoutes, { ctx });
};
