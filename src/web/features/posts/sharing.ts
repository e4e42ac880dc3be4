import { notifications } from '@mantine/notifications';
import type { PlatformName } from '../../../contract/options';
import type { Post } from '../../../contract/posts';
import { copyText } from './clipboard';
import { postText } from './html';
import { composeUrl, plannerUrl } from './share';

/** Opens a page outside the app without giving it a handle on this one. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

/** Copies the post and opens the agency's social planner page for its location. */
export async function shareToPlanner(post: Post, plannerPage: string) {
  const url = plannerUrl(plannerPage, post.locationId);
  if (await copyText(postText(post.html))) {
    notifications.show({ message: 'Post copied. Paste it in your social planner.' });
  }
  openInNewTab(url);
}

/**
 * Shares the post on a platform: through the device's share sheet where the platform has no web
 * compose page that takes text, else copied and the platform's compose page opened.
 */
export async function shareOnPlatform(post: Post, platform: PlatformName) {
  const body = postText(post.html);
  if ((platform === 'Instagram' || platform === 'TikTok') && typeof navigator.share === 'function') {
    await navigator.share({ text: body }).catch(() => undefined);
    return;
  }
  if (await copyText(body)) notifications.show({ message: `Post copied. Paste it in ${platform}.` });
  const url = composeUrl(platform, body);
  if (url) openInNewTab(url);
}
