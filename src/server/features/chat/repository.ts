import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import { CHAT_CONTEXT_MESSAGES, CONVERSATIONS_PAGE_SIZE } from '../../../contract/chat.js';
import type { Database } from '../../db/open.js';
import { chatConversations, chatMessages } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** A conversation is its owner's alone: every read and change names the location and the user. */
const ownedBy = (scope: LocationScope, userId: string, conversationId: string) =>
  and(
    eq(chatConversations.id, conversationId),
    eq(chatConversations.locationId, scope.locationId),
    eq(chatConversations.userId, userId),
  );

/** The user's conversations in the location, latest activity first, a page after the cursor. */
export async function listConversations(
  db: Database,
  scope: LocationScope,
  userId: string,
  after: { at: Date; id: string } | null,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.locationId, scope.locationId),
        eq(chatConversations.userId, userId),
        after
          ? or(
              lt(chatConversations.lastMessageAt, after.at),
              and(eq(chatConversations.lastMessageAt, after.at), lt(chatConversations.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1);
}

export async function findConversation(
  db: Database,
  scope: LocationScope,
  userId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(ownedBy(scope, userId, conversationId));
  return row;
}

export function messagesOf(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The latest messages, oldest first: what an answer is written from. */
export async function recentMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  const latest = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_CONTEXT_MESSAGES);
  return latest.reverse();
}

export async function createConversation(
  db: Database,
  scope: LocationScope,
  userId: string,
  title: string,
): Promise<ConversationRow> {
  const [row] = await db
    .insert(chatConversations)
    .values({ locationId: scope.locationId, userId, title })
    .returning();
  if (!row) throw new Error('the conversation was not stored');
  return row;
}

/** Stores a message and moves the conversation's activity to it; the user's own words count as read. */
export async function addMessage(
  db: Database,
  scope: LocationScope,
  conversation: ConversationRow,
  message: { role: 'user' | 'assistant'; text: string; provider: string | null; model: string | null },
  readByUser: boolean,
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ conversationId: conversation.id, locationId: scope.locationId, ...message })
    .returning();
  if (!row) throw new Error('the message was not stored');
  await db
    .update(chatConversations)
    .set({
      lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`,
      ...(readByUser ? { readAt: row.createdAt } : {}),
    })
    .where(eq(chatConversations.id, conversation.id));
  return row;
}

export async function markRead(db: Database, conversation: ConversationRow): Promise<void> {
  await db
    .update(chatConversations)
    .set({ readAt: sql`greatest(${chatConversations.readAt}, ${chatConversations.lastMessageAt})` })
    .where(eq(chatConversations.id, conversation.id));
}

export async function renameConversation(
  db: Database,
  scope: LocationScope,
  userId: string,
  conversationId: string,
  title: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(chatConversations)
    .set({ title })
    .where(ownedBy(scope, userId, conversationId))
    .returning();
  return row;
}

/** Deletes the conversation and (by cascade) its messages; false when it was not the user's. */
export async function deleteConversation(
  db: Database,
  scope: LocationScope,
  userId: string,
  conversationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(chatConversations)
    .where(ownedBy(scope, userId, conversationId))
    .returning({ id: chatConversations.id });
  return deleted.length > 0;
}

/** Every conversation of the location, newest first: the spec's per-location chat list. */
export function conversationsOfLocation(db: Database, scope: LocationScope): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.locationId, scope.locationId))
    .orderBy(desc(chatConversations.createdAt));
}

/** The location of one of the user's conversations, for a call that names the conversation alone. */
export async function locationOfOwnConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ locationId: chatConversations.locationId })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)));
  return row?.locationId;
}

/** One of the assistant's answers in the user's conversations of the location. */
export async function findAnswer(
  db: Database,
  scope: LocationScope,
  userId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.role, 'assistant'),
        eq(chatConversations.locationId, scope.locationId),
        eq(chatConversations.userId, userId),
      ),
    );
  return row?.message;
}
