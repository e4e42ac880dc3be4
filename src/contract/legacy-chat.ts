import { z } from 'zod';
import { conversationIdSchema } from './chat.js';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

/* The earlier chat app's list and delete calls (SPEC §7), answered by the product's chat service. */

const TAGS = ['legacy'] as const;

/** A conversation in the fields the earlier chat app read. */
export const legacyChatSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location_id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const legacyChatRoutes = {
  chatsOfLocation: defineRoute({
    method: 'GET',
    path: '/chat/get_data_by_location/:locationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The location's chat conversations, newest first; the list's length is its No of Chats",
    tags: TAGS,
    params: z.strictObject({ locationId: locationIdSchema }),
    response: z.object({ data: z.array(legacyChatSchema) }),
  }),
  deleteChat: defineRoute({
    method: 'GET',
    path: '/chat/delete',
    access: 'signed-in',
    // Only the caller's own conversation, in a location they may still use: the handler checks both.
    scope: { agency: 'principal' },
    summary: "Delete one of the caller's chat conversations (the earlier app deleted with a GET)",
    tags: TAGS,
    query: z.strictObject({ id: conversationIdSchema }),
    response: z.object({ deleted: z.literal(true) }),
  }),
} as const;
