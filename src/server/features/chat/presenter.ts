import type { ChatMessage, ConversationSummary } from '../../../contract/chat.js';
import { readsAsPost } from './postable.js';
import type { ConversationRow, MessageRow } from './repository.js';

export function presentConversation(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.lastMessageAt > row.readAt,
  };
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    postable: row.role === 'assistant' && readsAsPost(row.text, row.provider),
  };
}

/** Where a page of conversations ends: the last one's activity and id. */
export const conversationCursor = (row: ConversationRow) => `${row.lastMessageAt.toISOString()}~${row.id}`;

export function parseConversationCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at = '', id = ''] = cursor.split('~');
  return { at: new Date(at), id };
}
