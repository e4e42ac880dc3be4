import { useState } from 'react';
import { PLATFORMS, type PlatformName } from '../../../contract/options';
import type { Post } from '../../../contract/posts';

const isPlatform = (value: string): value is PlatformName => PLATFORMS.some((platform) => platform === value);

/**
 * The platform a card writes for: the one its post was written for, followed whenever another post
 * arrives (the saved posts load after the cards, and a post written elsewhere replaces the one shown), and
 * otherwise the one the person chose.
 */
export function usePostPlatform(post: Post | undefined) {
  const [platform, setPlatform] = useState<PlatformName>(
    post && isPlatform(post.platform) ? post.platform : PLATFORMS[0],
  );
  const [followed, setFollowed] = useState(post?._id);
  if (post && post._id !== followed) {
    // Adjusting state while rendering, as React advises for state that follows a prop.
    setFollowed(post._id);
    if (isPlatform(post.platform)) setPlatform(post.platform);
  }
  const choose = (value: string) => {
    if (isPlatform(value)) setPlatform(value);
  };
  return { platform, choose };
}
