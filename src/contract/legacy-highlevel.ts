import { z } from 'zod';
import { highLevelStatusSchema } from './agency-console/highlevel.js';
import { text } from './common.js';
import { defineRoute } from './route.js';

/* The earlier product's HighLevel calls (SPEC §7), answered by the agency's HighLevel connection. */

const TAGS = ['legacy'] as const;

export const legacyHighLevelRoutes = {
  connect: defineRoute({
    method: 'POST',
    path: '/services/ghl',
    access: ['admin'],
    scope: { agency: 'principal' },
    summary: "Finish the caller's agency's HighLevel authorisation with its code and state",
    tags: TAGS,
    body: z.strictObject({
      code: text().min(1, 'is required').max(2000),
      state: text().min(1, 'is required').max(200),
    }),
    response: highLevelStatusSchema,
  }),
  refreshToken: defineRoute({
    method: 'POST',
    path: '/services/ghl/refresh_token',
    access: ['admin'],
    scope: { agency: 'principal' },
    summary: "Renew the caller's agency's HighLevel token now",
    tags: TAGS,
    response: highLevelStatusSchema,
  }),
} as const;
