import { z } from 'zod';
import { text } from '../common.js';
import { defineRoute } from '../route.js';
import { teamSchema } from '../team.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

export const consoleUsersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/users',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's users across all its locations, and its pending invitations",
    tags: ['agency console'],
    params: agencyParams,
    query: z.strictObject({ search: text().trim().max(100).optional() }),
    response: teamSchema,
  }),
};
