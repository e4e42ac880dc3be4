import { Group } from '@mantine/core';
import {
  IconDownload,
  IconHistory,
  IconLanguage,
  IconMoodSmile,
  IconPhotoPlus,
  IconRefresh,
  IconSend,
  IconShare,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventKind } from '../../../contract/calendar';
import { PLATFORMS, type PlatformName, stylesLeftOutFor, tonesLeftOutFor } from '../../../contract/options';
import type { Post } from '../../../contract/posts';
import { useSession } from '../../session/useSession';
import { Captioned } from './Captioned';
import { currentOption } from './current-option';
import { downloadPicture } from './download';
import { OptionMenu } from './OptionMenu';
import { PostAction } from './PostAction';
import { writerQuery } from './queries';
import { ReplacePostDialog, workReplaced } from './ReplacePostDialog';
import { shareOnPlatform, shareToPlanner } from './sharing';

const TRANSLATION_NEEDS_AI_WRITING =
  'Translation needs AI writing, which your agency has not switched on for your business. Ask your agency about it.';

/** The names of the menus that start each kind of work on a post. */
export const MENU_LABELS = {
  tone: 'Change tone',
  translate: 'Translate',
  image: 'Create image',
} as const satisfies Record<'tone' | 'translate' | 'image', string>;

interface Props {
  post: Post;
  platform: PlatformName;
  /** The day's kind: a solemn day is not offered the playful tones, nor it or an awareness day the party styles. */
  kind: EventKind;
  busy: boolean;
  onRegenerate: () => void;
  onRefresh: () => void;
  onPick: (action: 'tone' | 'translate' | 'image', option: string) => void;
}

/** What the full calendar offers once a post exists. */
export function PlannerActions({ post, platform, kind, busy, onRegenerate, onRefresh, onPick }: Props) {
  const plannerPage = useSession().agency.links.socialPlanner;
  // Until the answer comes, Translate is offered: the server still says why when it cannot.
  const writer = useQuery(writerQuery(post.locationId));
  // The post on screen is shared where it was written for, whatever the platform list says next.
  const sharedOn = PLATFORMS.find((name) => name === post.platform) ?? platform;
  // A picture or a translation was paid for: another post takes its place only once the person says so.
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const replaced = workReplaced(post);
  return (
    <Group gap={6} align="flex-start">
      <PostAction
        label="Regenerate"
        caption="Regenerate"
        hint="write another post for the day"
        icon={<IconRefresh size={16} aria-hidden />}
        disabled={busy}
        onClick={() => (replaced ? setConfirmingRegenerate(true) : onRegenerate())}
      />
      <ReplacePostDialog
        replacing={confirmingRegenerate ? replaced : null}
        onClose={() => setConfirmingRegenerate(false)}
        onConfirm={() => {
          setConfirmingRegenerate(false);
          onRegenerate();
        }}
      />
      <PostAction
        label="Refresh"
        caption="Refresh"
        hint="show the saved version of the post"
        icon={<IconHistory size={16} aria-hidden />}
        disabled={busy}
        onClick={onRefresh}
      />
      <Captioned caption="Tone">
        <OptionMenu
          kind="tone"
          label={MENU_LABELS.tone}
          icon={<IconMoodSmile size={16} aria-hidden />}
          disabled={busy}
          leftOut={tonesLeftOutFor(kind)}
          current={currentOption(post, 'tone')}
          onPick={(o) => onPick('tone', o)}
        />
      </Captioned>
      <Captioned caption="Translate">
        <OptionMenu
          kind="language"
          label={MENU_LABELS.translate}
          icon={<IconLanguage size={16} aria-hidden />}
          disabled={busy}
          unavailable={writer.data?.translates === false ? TRANSLATION_NEEDS_AI_WRITING : undefined}
          current={currentOption(post, 'language')}
          onPick={(o) => onPick('translate', o)}
        />
      </Captioned>
      <Captioned caption="Image">
        <OptionMenu
          kind="image_style"
          label={MENU_LABELS.image}
          icon={<IconPhotoPlus size={16} aria-hidden />}
          disabled={busy}
          leftOut={stylesLeftOutFor(kind)}
          current={currentOption(post, 'image_style')}
          onPick={(o) => onPick('image', o)}
        />
      </Captioned>
      {plannerPage && (
        // Offered only where the agency has a social planner page to open.
        <PostAction
          label="Share to social planner"
          caption="Planner"
          hint="copy the post and open your social planner"
          icon={<IconSend size={16} aria-hidden />}
          onClick={() => shareToPlanner(post, plannerPage)}
        />
      )}
      <PostAction
        label={`Share on ${sharedOn}`}
        caption="Share"
        hint={`copy the post and open ${sharedOn}`}
        icon={<IconShare size={16} aria-hidden />}
        onClick={() => shareOnPlatform(post, sharedOn)}
      />
      {post.imageUrl && (
        <PostAction
          label="Download"
          caption="Download"
          hint="save the picture to this device"
          icon={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadPicture(post)}
        />
      )}
    </Group>
  );
}
