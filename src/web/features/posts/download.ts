import { notifications } from '@mantine/notifications';
import type { Post } from '../../../contract/posts';

/** The event's title as a file name: world-bread-day.png. */
export const pictureFileName = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;

/** Saves a post's picture under the event's name (a plain link would open it, not save it). */
export async function downloadPicture(post: Post) {
  if (!post.imageUrl) return;
  try {
    const response = await fetch(post.imageUrl);
    if (!response.ok) throw new Error(`image answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = pictureFileName(post.event.title);
    link.click();
    // The browser reads the file after this handler returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    notifications.show({ color: 'red', message: 'The picture could not be downloaded. Please try again.' });
  }
}
