import { Alert, Anchor, Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '../../../contract/posts';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../app/paths';
import { usePublish, useSendToHighLevel } from './mutations';
import { integrationsQuery } from './queries';
import { ZonedDateTimeFields } from './ZonedDateTimeFields';
import { todayInZone, zonedToUtc } from './zoned-time';

const KIND_NAMES = { 'facebook-page': 'Facebook Page', instagram: 'Instagram' } as const;
/** The Select's value for the location's HighLevel Social Planner, beside the connected accounts' ids. */
const HIGHLEVEL = 'highlevel';

interface Props {
  post: Post;
  locationId: string;
  timeZone: string;
  /** The server's time: tomorrow is counted from it, whatever the browser's clock says. */
  now: Date;
  opened: boolean;
  onClose: () => void;
}

const tomorrow = (now: Date, timeZone: string) => {
  const today = todayInZone(now, timeZone);
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** Publish: to which connected account, now or at a date and time on the location's clock. */
export function PublishModal({ post, locationId, timeZone, now, opened, onClose }: Props) {
  const integrations = useQuery({ ...integrationsQuery(locationId), enabled: opened });
  const publish = usePublish(locationId);
  const accounts = (integrations.data?.facebook.accounts ?? []).filter(
    (account) => account.enabled && account.status === 'active',
  );
  const destinations = [
    ...accounts.map((account) => ({
      value: account.id,
      label: `${KIND_NAMES[account.kind]}: ${account.name}`,
    })),
    ...(integrations.data?.highLevel.connected
      ? [{ value: HIGHLEVEL, label: 'HighLevel Social Planner' }]
      : []),
  ];
  const sendToPlanner = useSendToHighLevel(locationId);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(() => tomorrow(now, timeZone));
  const [time, setTime] = useState('09:00');
  const chosen = accountId ?? destinations[0]?.value ?? null;
  const pending = publish.isPending || sendToPlanner.isPending;
  const failure = publish.error ?? sendToPlanner.error;

  const submit = () => {
    if (!chosen) return;
    const at = when === 'now' ? null : zonedToUtc(date, time, timeZone).toISOString();
    if (chosen === HIGHLEVEL) {
      sendToPlanner.mutate(
        { postId: post._id, at },
        {
          onSuccess: ({ status }) => {
            notifications.show({
              color: 'green',
              message:
                status === 'scheduled'
                  ? 'Scheduled in your HighLevel Social Planner'
                  : 'Sent to your HighLevel Social Planner',
            });
            onClose();
          },
        },
      );
    } else {
      publish.mutate({ postId: post._id, accountId: chosen, at }, { onSuccess: onClose });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Publish this post">
      <Stack>
        {integrations.data && destinations.length === 0 && (
          <Alert color="blue">
            No Facebook Page or Instagram account is chosen for publishing yet.{' '}
            <Anchor component={Link} to={paths.settings('integrations')}>
              Connect one under Settings → Integrations
            </Anchor>
            .
          </Alert>
        )}
        {destinations.length > 0 && (
          <>
            <Select
              label="Publish to"
              data={destinations}
              value={chosen}
              onChange={setAccountId}
              allowDeselect={false}
            />
            <SegmentedControl
              aria-label="When"
              value={when}
              onChange={(value) => setWhen(value === 'later' ? 'later' : 'now')}
              data={[
                { value: 'now', label: 'Now' },
                { value: 'later', label: 'Schedule' },
              ]}
            />
            {when === 'later' && (
              <ZonedDateTimeFields
                date={date}
                time={time}
                timeZone={timeZone}
                onDateChange={setDate}
                onTimeChange={setTime}
              />
            )}
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pending} disabled={!chosen}>
            {when === 'now' ? 'Publish now' : 'Schedule'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
