import type { Post } from '../../../contract/posts.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { withTransaction } from '../../db/transaction.js';
import type { MediaStore, Picture } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import type { GenerationCharge } from './charge.js';
import { presentPost } from './presenter.js';
import { insertPost, type NewPost } from './repository.js';

/** A finished generation: the post's fields, and the picture when it made one. */
export interface Generated {
  post: Omit<NewPost, 'userId' | 'imagePath'>;
  picture: Picture | null;
}

/**
 * The one place a generation's result is stored, whichever route asked for it: the picture's file, the
 * post's row and the debit of its price are kept together or not at all. What a generation writes
 * besides the post belongs in this transaction.
 */
export async function recordGeneration(
  deps: { db: Database; media: MediaStore },
  scope: LocationScope,
  principal: Principal,
  generated: Generated,
  charge: Pick<GenerationCharge, 'settle'>,
): Promise<Post> {
  const imagePath = generated.picture ? await deps.media.save(scope.locationId, generated.picture) : null;
  try {
    const row = await withTransaction(deps.db, async (tx) => {
      const post = await insertPost(tx, scope, { ...generated.post, userId: principal.userId, imagePath });
      await charge.settle(tx, post.id);
      return post;
    });
    return presentPost(row, deps.media);
  } catch (error) {
    if (imagePath) await deps.media.remove(imagePath);
    throw error;
  }
}
