import type { FastifyInstance } from 'fastify';
import { CONVERSATIONS_PAGE_SIZE, chatRoutes } from '../../../contract/chat.js';
import { AppError } from '../../core/errors.js';
import { bind } from '../../platform/routes.js';
import type { LocationScope } from '../../platform/scope.js';
import { chatAppFor } from './app.js';
import type { ChatDeps } from './deps.js';
import { registerChatFrame } from './frame.js';
import {
  conversationCursor,
  parseConversationCursor,
  presentConversation,
  presentMessage,
} from './presenter.js';
import {
  conversationsOfLocation,
  deleteConversation,
  findAnswer,
  findConversation,
  listConversations,
  locationOfOwnConversation,
  markRead,
  messagesOf,
  renameConversation,
} from './repository.js';
import { sendMessage } from './send.js';

const notFound = () => AppError.notFound('Conversation');

/** The Chat App, by the name a plan lists it under. */
const CHAT_APP = 'social';

/** The chat app: the agency's own chat page, or the assistant with its conversations. */
export function createChatFeature(deps: ChatDeps) {
  const { db } = deps;
  /**
   * What the business's plan does not include is not there to use: every chat call but the app's is refused,
   * the earlier API's list and delete included.
   */
  const requireChatApp = async (scope: LocationScope) => {
    if (!(await deps.plans.locationOpens(scope, CHAT_APP)))
      throw AppError.of(
        'app_not_in_plan',
        "The Chat App is not in this business's plan: ask your agency about it.",
      );
  };
  const service = {
    /** Every conversation of the location, for the spec's per-location chat list. */
    conversationsOfLocation: async (scope: LocationScope) => {
      await requireChatApp(scope);
      return (await conversationsOfLocation(db, scope)).map(presentConversation);
    },
    /** The location of the user's conversation of that id; undefined when they have none. */
    locationOfOwn: (userId: string, conversationId: string) =>
      locationOfOwnConversation(db, userId, conversationId),
    /** Deletes the caller's conversation; false when there is none of that id. */
    remove: async (scope: LocationScope, userId: string, conversationId: string) => {
      await requireChatApp(scope);
      return deleteConversation(db, scope, userId, conversationId);
    },
  };
  const routes = [
    bind(chatRoutes.app, async ({ scope, principal }) =>
      (await deps.plans.locationOpens(scope, CHAT_APP))
        ? chatAppFor(deps, scope, principal)
        : { kind: 'not_in_plan' as const },
    ),
    bind(chatRoutes.conversations, async ({ scope, principal, query }) => {
      await requireChatApp(scope);
      const rows = await listConversations(db, scope, principal.userId, parseConversationCursor(query.after));
      const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
      const last = page.at(-1);
      return {
        conversations: page.map(presentConversation),
        next: rows.length > CONVERSATIONS_PAGE_SIZE && last ? conversationCursor(last) : null,
      };
    }),
    bind(chatRoutes.conversation, async ({ scope, principal, params }) => {
      await requireChatApp(scope);
      const conversation = await findConversation(db, scope, principal.userId, params.conversationId);
      if (!conversation) throw notFound();
      const messages = await messagesOf(db, conversation.id);
      await markRead(db, conversation);
      return {
        ...presentConversation(conversation),
        unread: false,
        messages: messages.map(presentMessage),
      };
    }),
    bind(chatRoutes.send, async ({ scope, principal, body, request, reply }) => {
      await requireChatApp(scope);
      return sendMessage(deps, scope, principal, body, request, reply);
    }),
    bind(chatRoutes.useAsPost, async ({ scope, principal, params, body }) => {
      await requireChatApp(scope);
      const answer = await findAnswer(db, scope, principal.userId, params.messageId);
      if (!answer) throw AppError.notFound('Answer');
      return deps.posts.fromAnswer(scope, principal, {
        ...body,
        answer: { text: answer.text, provider: answer.provider ?? 'builtin', model: answer.model ?? '' },
      });
    }),
    bind(chatRoutes.rename, async ({ scope, principal, params, body }) => {
      await requireChatApp(scope);
      const renamed = await renameConversation(
        db,
        scope,
        principal.userId,
        params.conversationId,
        body.title,
      );
      if (!renamed) throw notFound();
      return presentConversation(renamed);
    }),
    // Last, so the route-table test's sample requests use a conversation before this one deletes it.
    bind(chatRoutes.remove, async ({ scope, principal, params }) => {
      if (!(await service.remove(scope, principal.userId, params.conversationId))) throw notFound();
      return { deleted: true as const };
    }),
  ];
  return { routes, service, registerFrame: (app: FastifyInstance) => registerChatFrame(app, deps) };
}

export type ChatService = ReturnType<typeof createChatFeature>['service'];
