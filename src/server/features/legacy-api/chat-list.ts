import { legacyChatRoutes } from '../../../contract/legacy-chat.js';
import { AppError } from '../../core/errors.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { ChatService } from '../chat/index.js';

export interface LegacyChatListDeps {
  chat: Pick<ChatService, 'conversationsOfLocation' | 'locationOfOwn' | 'remove'>;
}

/** The earlier chat app's per-location list and its delete call. */
export function legacyChatListCalls(deps: LegacyChatListDeps): BoundRoute[] {
  return [
    bind(legacyChatRoutes.chatsOfLocation, async ({ scope }) => ({
      data: (await deps.chat.conversationsOfLocation(scope)).map((conversation) => ({
        _id: conversation.id,
        title: conversation.title,
        location_id: scope.locationId,
        createdAt: conversation.createdAt,
        updatedAt: conversation.lastMessageAt,
      })),
    })),
    bind(legacyChatRoutes.deleteChat, async ({ principal, grants, query }) => {
      const locationId = await deps.chat.locationOfOwn(principal.userId, query.id);
      if (!locationId) throw AppError.notFound('Conversation');
      // A location the caller may no longer use keeps its conversations out of reach.
      const scope = await grants.location(principal, locationId);
      if (!(await deps.chat.remove(scope, principal.userId, query.id)))
        throw AppError.notFound('Conversation');
      return { deleted: true as const };
    }),
  ];
}
