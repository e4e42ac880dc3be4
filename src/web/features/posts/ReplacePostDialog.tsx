import type { Post } from '../../../contract/posts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * What a new post would take away from the card, where it was paid for: its picture or its translation. Null
 * where the post on screen is only words, which another post replaces without asking.
 */
export function workReplaced(post: Post | undefined): 'its picture' | 'its translation' | null {
  if (!post) return null;
  if (post.imageUrl) return 'its picture';
  return post.action === 'translate' ? 'its translation' : null;
}

interface Props {
  /** What the new post would take away; the dialog is open while it is set. */
  replacing: 'its picture' | 'its translation' | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before another post takes the place of one with a picture or a translation (Regenerate, Write me a Post). */
export function ReplacePostDialog({ replacing, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      opened={replacing !== null}
      title="Write another post?"
      confirmLabel="Write another"
      cancelLabel="Keep this post"
      pending={false}
      problem={null}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      The new post takes this one's place on the card, and {replacing ?? 'what it has'} goes with it.
    </ConfirmDialog>
  );
}
