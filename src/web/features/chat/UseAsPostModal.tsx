import { Alert, Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { chatRoutes } from '../../../contract/chat';
import { PLATFORMS, type PlatformName, platformNamedIn } from '../../../contract/options';
import { errorMessage } from '../../api/api-error';
import { api } from '../../api/client';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { useUpcomingEvents } from '../calendar/useUpcomingEvents';
import { useRecordGeneratedPost } from '../posts/mutations';
import { eventKey, latestPostsQuery } from '../posts/queries';
import { eventTaggedIn, eventTitledIn } from './event-named';
import { PostPlaced } from './PostPlaced';

/** The coming days offered: an answer for a day further ahead is offered too when it names it. */
const DAYS = 14;
/** How far ahead the day an answer names is looked for: a year of days, so each yearly day once. */
const YEAR_DAYS = 365;
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const isPlatform = (value: string): value is PlatformName => PLATFORMS.some((platform) => platform === value);
/** An event's option: its date and id, as a year of days may hold a lunar day twice. */
const optionOf = (event: { date: string; id: string }) => `${event.date} ${event.id}`;

interface Props {
  locationId: string;
  messageId: string;
  /** The answer's text: the event it names, or else whose hashtag it carries, is the one offered first. */
  answer: string;
  /** What the answer replied to: the platform it names is the one offered first. */
  question: string;
  onClose: () => void;
}

/** "Use as post": the answer becomes the newest post of a coming event's card. */
export function UseAsPostModal({ locationId, messageId, answer, question, onClose }: Props) {
  const soon = useUpcomingEvents(locationId, DAYS);
  const year = useUpcomingEvents(locationId, YEAR_DAYS);
  const loaded = soon.loaded;
  // The day the answer was written for, wherever it is in the coming year; a hashtag alone names one only among
  // the next two weeks. An answer that names none puts nothing on a card until a day is chosen.
  const titled = eventTitledIn(year.events, answer);
  const named = titled ?? eventTaggedIn(soon.events, answer);
  const events =
    named && !soon.events.some((event) => optionOf(event) === optionOf(named))
      ? [...soon.events, named]
      : soon.events;
  const [eventValue, setEventValue] = useState('');
  const [platform, setPlatform] = useState<PlatformName>(platformNamedIn(question) ?? PLATFORMS[0]);
  const remember = useRecordGeneratedPost();
  const navigate = useNavigate();
  const embed = useEmbedPrefix();
  const chosen = events.find((event) => optionOf(event) === eventValue) ?? named;
  // The card's post, if it has one: the answer replaces it, which the dialog says before anything is replaced.
  const yearPosts = useQuery(
    latestPostsQuery(chosen && locationId, chosen ? Number(chosen.date.slice(0, 4)) : 0),
  );
  const onCard = chosen && yearPosts.data?.get(eventKey(chosen.date, chosen.title));
  const use = useMutation({
    mutationFn: () => {
      if (!chosen) throw new Error('Choose an event');
      return api.call(chatRoutes.useAsPost, {
        params: { locationId, messageId },
        body: { event: { date: chosen.date, title: chosen.title, hashtags: chosen.hashtags }, platform },
      });
    },
    onSuccess: (post) => {
      remember(post);
      const href = paths.calendarDay(post.event.date, embed);
      const toast = notifications.show({
        color: 'green',
        message: (
          <PostPlaced
            post={post}
            href={href}
            onOpen={() => {
              notifications.hide(toast);
              void navigate(href);
            }}
          />
        ),
      });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    use.mutate();
  };

  return (
    <Modal opened onClose={onClose} title="Use as post">
      <form onSubmit={submit}>
        {!loaded ? (
          <Text size="sm" c="dimmed">
            Loading the coming days…
          </Text>
        ) : events.length === 0 ? (
          <Text size="sm">The calendar has no events in the next two weeks.</Text>
        ) : (
          <>
            <NativeSelect
              label="Event"
              value={chosen ? optionOf(chosen) : ''}
              onChange={(change) => setEventValue(change.currentTarget.value)}
              data={[
                ...(chosen ? [] : [{ value: '', label: 'Choose the day', disabled: true }]),
                ...events.map((event) => ({
                  value: optionOf(event),
                  label: `${LONG_DAY.format(new Date(`${event.date}T00:00:00Z`))}: ${event.title}`,
                })),
              ]}
            />
            <NativeSelect
              mt="sm"
              label="Platform"
              value={platform}
              onChange={(change) =>
                isPlatform(change.currentTarget.value) && setPlatform(change.currentTarget.value)
              }
              data={[...PLATFORMS]}
            />
          </>
        )}
        {onCard && (
          <Alert color="yellow" mt="sm">
            {chosen.title} has a post on its card already: this answer takes its place.
          </Alert>
        )}
        {use.error && (
          <Alert color="red" mt="sm">
            {errorMessage(use.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={use.isPending} disabled={!chosen}>
            Put on the card
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
