import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { memo, useId, useMemo, useRef, useState } from 'react';
import type { CalendarEventItem } from '../../../contract/calendar';
import { PLATFORMS } from '../../../contract/options';
import type { Post } from '../../../contract/posts';
import { useSession } from '../../session/useSession';
import { heldWhile } from '../../ui/held';
import { AddBalanceLink } from '../balance/AddBalanceLink';
import { PersonaliseModal } from '../brand-profile/PersonaliseModal';
import { usePersonalise } from '../brand-profile/usePersonalise';
import { PostPublications } from '../integrations/PostPublications';
import { CopyButton } from '../posts/CopyButton';
import { currentOption } from '../posts/current-option';
import { postText } from '../posts/html';
import { MENU_LABELS, PlannerActions } from '../posts/PlannerActions';
import { PostResult } from '../posts/PostResult';
import { ReplacePostDialog, workReplaced } from '../posts/ReplacePostDialog';
import { openInNewTab } from '../posts/sharing';
import { ACTION_LABELS, useGeneration } from '../posts/useGeneration';
import { EventAbout } from './EventAbout';
import { useFocusReturn } from './useFocusReturn';
import { usePostPlatform } from './usePostPlatform';

export type CardVariant = 'planner' | 'simple';

interface Props {
  event: CalendarEventItem;
  post: Post | undefined;
  locationId: string | undefined;
  variant: CardVariant;
  onRefresh: () => void;
}

export const EventCard = memo(function EventCard({ event, post, locationId, variant, onRefresh }: Props) {
  const titleId = useId();
  const { platform, choose } = usePostPlatform(post);
  const postEvent = useMemo(
    () => ({ date: event.date, title: event.title, hashtags: event.hashtags }),
    [event.date, event.title, event.hashtags],
  );
  const { state, run } = useGeneration(locationId, postEvent);
  const busy = state.status === 'running';
  const cardRef = useRef<HTMLElement>(null);
  const returnFocusTo = useFocusReturn(cardRef, busy);
  const personalise = usePersonalise(locationId, variant === 'planner' ? 'calendar' : 'trial_calendar');
  const [personalising, setPersonalising] = useState(false);
  // A picture or translation on the card is not replaced by Write me a Post without a question.
  const [confirmingWrite, setConfirmingWrite] = useState(false);
  const timeZone =
    useSession().activeLocations.find((location) => location.id === locationId)?.time_zone ?? 'UTC';

  return (
    <Paper
      ref={cardRef}
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      withBorder
      p="sm"
      radius="md"
      className="event-card"
    >
      <Stack gap={6}>
        <Text id={titleId} fw={600}>
          {event.title}
        </Text>
        {event.about && <EventAbout about={event.about} />}
        <div className="hashtags">
          {event.hashtags.map((tag) => (
            <span key={tag} className="hashtag">
              {tag}
            </span>
          ))}
        </div>
        {/* Posts are written for a business: an account without one browses the days (see NoBusinessNotice). */}
        {locationId && (
          <Group gap="xs">
            <NativeSelect
              aria-label={`Platform for ${event.title}`}
              data={[...PLATFORMS]}
              value={platform}
              onChange={(e) => choose(e.currentTarget.value)}
              size="xs"
              style={{ flex: '1 1 150px' }}
            />
            <Button
              size="xs"
              style={{ flexShrink: 0 }}
              leftSection={busy && !post ? <Loader size={12} color="currentColor" /> : undefined}
              {...heldWhile(busy)}
              onClick={() => {
                if (busy) return;
                if (workReplaced(post)) setConfirmingWrite(true);
                else run(platform, 'social');
              }}
            >
              Write me a Post
            </Button>
            <ReplacePostDialog
              replacing={confirmingWrite ? workReplaced(post) : null}
              onClose={() => setConfirmingWrite(false)}
              onConfirm={() => {
                setConfirmingWrite(false);
                run(platform, 'social');
              }}
            />
          </Group>
        )}

        {state.status === 'running' && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm" c="dimmed">
              {post ? ACTION_LABELS[state.action] : 'Writing post...'}
            </Text>
            {state.text && (
              <Text size="sm" className="post-streaming" style={{ whiteSpace: 'pre-wrap' }}>
                {state.text}
              </Text>
            )}
          </Stack>
        )}
        {state.status === 'failed' && (
          <Alert color="red" role="alert" p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{state.message}</Text>
              {state.remedy === 'add-balance' && <AddBalanceLink />}
              {state.remedy === 'retry' && (
                <Button size="compact-xs" variant="white" color="red" onClick={state.retry}>
                  Retry
                </Button>
              )}
            </Group>
          </Alert>
        )}

        {/* A picture in the making leaves the post on screen; a new text replaces it as it streams in. */}
        {post && (state.status !== 'running' || state.action === 'image') && (
          <Stack gap={6}>
            <PostResult post={post} />
            {post.platform !== platform && (
              <Text size="xs" c="dimmed">
                Written for {post.platform}: Write me a Post writes it for {platform}.
              </Text>
            )}
            <Group gap="xs">
              {personalise.kind !== 'hidden' && (
                <Tooltip label="Tell us about your business for posts that sound like you">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      personalise.kind === 'external' ? openInNewTab(personalise.url) : setPersonalising(true)
                    }
                  >
                    Personalise
                  </Button>
                </Tooltip>
              )}
              <CopyButton text={() => postText(post.html)} />
            </Group>
            {locationId && personalise.kind === 'form' && (
              <PersonaliseModal
                locationId={locationId}
                opened={personalising}
                onClose={() => setPersonalising(false)}
              />
            )}
            {variant === 'planner' && (
              <PlannerActions
                post={post}
                platform={platform}
                kind={event.kind}
                busy={busy}
                // Another post in the tone of the one on screen, where it says which.
                onRegenerate={() => {
                  returnFocusTo('Regenerate');
                  run(platform, 'social', currentOption(post, 'tone') ?? undefined);
                }}
                onRefresh={onRefresh}
                onPick={(action, option) => {
                  returnFocusTo(MENU_LABELS[action]);
                  run(platform, action, option, post);
                }}
              />
            )}
            {variant === 'planner' && locationId && (
              <PostPublications post={post} locationId={locationId} timeZone={timeZone} />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});
