import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDownload,
  IconLanguage,
  IconMoodSmile,
  IconPhotoPlus,
  IconRefresh,
  IconReload,
  IconSend,
  IconShare,
} from '@tabler/icons-react';
import type { PlatformName } from '../../../contract/options';
import type { Post } from '../../../contract/posts';
import { postText } from './html';
import { OptionMenu } from './OptionMenu';
import { composeUrl, plannerUrl } from './share';

interface Props {
  post: Post;
  platform: PlatformName;
  busy: boolean;
  plannerPage: string | undefined;
  onRegenerate: () => void;
  onRefresh: () => void;
  onPick: (action: 'tone' | 'translate' | 'image', option: string) => void;
}

const fileName = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;

import { COPY_REFUSED } from './CopyButton';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    notifications.show({ color: 'red', message: COPY_REFUSED });
    return false;
  }
}

async function download(post: Post) {
  if (!post.imageUrl) return;
  try {
    const response = await fetch(post.imageUrl);
    if (!response.ok) throw new Error(`image answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(post.event.title);
    link.click();
    // The browser reads the file after this handler returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    notifications.show({ color: 'red', message: 'The picture could not be downloaded. Please try again.' });
  }
}

/** What the full calendar offers once a post exists. */
export function PlannerActions({
  post,
  platform,
  busy,
  plannerPage,
  onRegenerate,
  onRefresh,
  onPick,
}: Props) {
  const text = () => postText(post.html);

  const shareToPlanner = async () => {
    const url = plannerUrl(plannerPage, post.locationId);
    if (!url) {
      notifications.show({ message: 'Your agency has not set up a social planner page yet.' });
      return;
    }
    if (await copyText(text()))
      notifications.show({ message: 'Post copied. Paste it in your social planner.' });
    window.open(url, '_blank', 'noopener');
  };

  const shareOnPlatform = async () => {
    const body = text();
    if ((platform === 'Instagram' || platform === 'TikTok') && typeof navigator.share === 'function') {
      await navigator.share({ text: body }).catch(() => undefined);
      return;
    }
    if (await copyText(body)) notifications.show({ message: `Post copied. Paste it in ${platform}.` });
    const url = composeUrl(platform, body);
    if (url) window.open(url, '_blank', 'noopener');
  };

  return (
    <Group gap={6}>
      <Tooltip label="Write another">
        <ActionIcon variant="light" aria-label="Regenerate" disabled={busy} onClick={onRegenerate}>
          <IconRefresh size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Show the saved version">
        <ActionIcon variant="light" aria-label="Refresh" disabled={busy} onClick={onRefresh}>
          <IconReload size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <OptionMenu
        list="toneoptions"
        label="Change tone"
        icon={<IconMoodSmile size={16} aria-hidden />}
        disabled={busy}
        onPick={(o) => onPick('tone', o)}
      />
      <OptionMenu
        list="translateoption"
        label="Translate"
        icon={<IconLanguage size={16} aria-hidden />}
        disabled={busy}
        onPick={(o) => onPick('translate', o)}
      />
      <OptionMenu
        list="imgoptions"
        label="Create image"
        icon={<IconPhotoPlus size={16} aria-hidden />}
        disabled={busy}
        onPick={(o) => onPick('image', o)}
      />
      <Tooltip label="Copy and open your social planner">
        <ActionIcon variant="light" aria-label="Share to social planner" onClick={shareToPlanner}>
          <IconSend size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`Copy and open ${platform}`}>
        <ActionIcon variant="light" aria-label={`Share on ${platform}`} onClick={shareOnPlatform}>
          <IconShare size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {post.imageUrl && (
        <Tooltip label="Download the picture">
          <ActionIcon variant="light" aria-label="Download" onClick={() => download(post)}>
            <IconDownload size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
