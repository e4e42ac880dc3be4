import { withTransaction } from '../../db/transaction.js';
import type { TrialDeps } from './deps.js';
import { deleteTrialRows, type TrialVisitorRecord } from './repository.js';

/**
 * Deletes everything of a trial in one transaction (the visitor's details, their business and posts,
 * their user); then their sessions end at once and their posts' pictures leave the store.
 */
export async function deleteTrial(
  deps: Pick<TrialDeps, 'db' | 'media' | 'sessions'>,
  visitor: TrialVisitorRecord,
): Promise<void> {
  const pictures = await withTransaction(deps.db, (tx) => deleteTrialRows(tx, visitor));
  await deps.sessions.revokeAll(visitor.userId);
  for (const picture of pictures) await deps.media.remove(picture);
}
