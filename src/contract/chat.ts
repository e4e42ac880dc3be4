import { z } from 'zod';
import { isInstantAndId, text } from './common.js';
import { locationIdSchema } from './ids.js';
import { PLATFORMS } from './options.js';
import { postEventSchema, postSchema } from './posts.js';
import { defineRoute } from './route.js';

export const CHAT_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type ChatMessageRole = (typeof CHAT_MESSAGE_ROLES)[number];

export const conversationIdSchema = z.uuid({ message: 'must be a conversation id' });

export const chatMessageIdSchema = z.uuid({ message: 'must be a message id' });

export const MAX_CHAT_MESSAGE_LENGTH = 4_000;
export const MAX_CONVERSATION_TITLE_LENGTH = 80;
/** The messages of a conversation an answer is written from: enough context, a bounded prompt. */
export const CHAT_CONTEXT_MESSAGES = 20;
export const CONVERSATIONS_PAGE_SIZE = 30;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_MESSAGE_ROLES),
  text: z.string(),
  /** Who answered: `builtin` for the built-in writer; null for the user's own messages. */
  provider: z.string().nullable(),
  createdAt: z.string(),
  postable: z
    .boolean()
    .describe(
      'An answer that reads as a post: not a list and, from the built-in assistant, one with hashtags. The app offers "Use as post" under it',
    ),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  unread: z.boolean().describe('A reply arrived after the user last opened it'),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  next: z.string().nullable().describe('Pass as `after` for the next, older page; null at the end'),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Where a page of conversations ends: the last one's activity time and id. */
export const CONVERSATION_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f-]{36}$/;

export const chatMessageTextSchema = text()
  .trim()
  .min(1, 'is required')
  .max(MAX_CHAT_MESSAGE_LENGTH, `must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`);

export const sendMessageSchema = z.strictObject({
  conversationId: conversationIdSchema.optional().describe('Leave out to start a new conversation'),
  text: chatMessageTextSchema,
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** Lines of the answer stream (newline-delimited JSON). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('started'),
    conversation: conversationSummarySchema,
    message: chatMessageSchema.describe("The user's message, as stored"),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: chatMessageSchema.describe('The answer, as stored') }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const renameConversationSchema = z.strictObject({
  title: text()
    .trim()
    .min(1, 'is required')
    .max(MAX_CONVERSATION_TITLE_LENGTH, `must be at most ${MAX_CONVERSATION_TITLE_LENGTH} characters`),
});

/**
 * What /chatapp shows: the agency's own chat page in a frame, at an address signed for this user and
 * location, or the product's assistant (saying whether a real AI provider answers it); nothing where the business's
 * plan does not include the Chat App.
 */
export const chatAppSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('frame'),
    url: z
      .string()
      .describe(
        "The product's frame page for the agency chat page, on this origin, signed, valid for minutes",
      ),
    origin: z.string().describe("The agency chat page's origin"),
  }),
  z.object({
    kind: z.literal('assistant'),
    engine: z.enum(['builtin', 'provider']),
  }),
  z
    .object({ kind: z.literal('not_in_plan') })
    .describe("The business's plan does not include the Chat App; every other chat call answers 403"),
]);
export type ChatApp = z.infer<typeof chatAppSchema>;

/** "Use as post": an answer becomes the newest post of an event's card, for a platform. */
export const useAsPostSchema = z.strictObject({ event: postEventSchema, platform: z.enum(PLATFORMS) });
export type UseAsPost = z.infer<typeof useAsPostSchema>;

const locationParams = z.strictObject({ locationId: locationIdSchema });
const conversationParams = z.strictObject({
  locationId: locationIdSchema,
  conversationId: conversationIdSchema,
});

export const chatRoutes = {
  app: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/chat',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "What the chat app shows: the agency's chat page (signed) or the built-in assistant",
    tags: ['chat'],
    params: locationParams,
    response: chatAppSchema,
  }),
  conversations: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/chat/conversations',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The user's conversations in this location, latest activity first",
    tags: ['chat'],
    params: locationParams,
    query: z.strictObject({
      after: z
        .string()
        .regex(CONVERSATION_CURSOR, 'must be the `next` of the previous page')
        .refine((cursor) => {
          const [time, id] = cursor.split('~');
          return isInstantAndId(time, id);
        }, 'must be the `next` of the previous page')
        .optional(),
    }),
    response: conversationPageSchema,
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/chat/conversations/:conversationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'A conversation with its messages; opening it marks it read',
    tags: ['chat'],
    params: conversationParams,
    response: conversationSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/chat/messages',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Ask the assistant: starts or continues a conversation; streams the answer as it is written',
    tags: ['chat'],
    params: locationParams,
    body: sendMessageSchema,
    response: chatEventSchema,
    stream: true,
  }),
  useAsPost: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/chat/messages/:messageId/post',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "Put one of the assistant's answers on an event's card, as its newest post",
    tags: ['chat'],
    params: z.strictObject({ locationId: locationIdSchema, messageId: chatMessageIdSchema }),
    body: useAsPostSchema,
    response: postSchema,
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/locations/:locationId/chat/conversations/:conversationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Rename a conversation',
    tags: ['chat'],
    params: conversationParams,
    body: renameConversationSchema,
    response: conversationSummarySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/locations/:locationId/chat/conversations/:conversationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Delete a conversation and its messages',
    tags: ['chat'],
    params: conversationParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
} as const;
