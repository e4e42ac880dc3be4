import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '../../../contract/posts';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../app/paths';
import { usePublish } from './mutations';
import { integrationsQuery } from './queries';
import { todayInZone, zonedToUtc } from './zoned-time';

const KIND_NAMES = { 'facebook-page': 'Facebook Page', instagram: 'Instagram' } as const;

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
  const [accountId, setAccountId] = useState<string | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(() => tomorrow(now, timeZone));
  const [time, setTime] = useState('09:00');
  const chosen = accountId ?? accounts[0]?.id ?? null;

  const submit = () => {
    if (!chosen) return;
    const at = when === 'now' ? null : zonedToUtc(date, time, timeZone).toISOString();
    publish.mutate({ postId: post._id, accountId: chosen, at }, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Publish this post">
      <Stack>
        {integrations.data && accounts.length === 0 && (
          <Alert color="blue">
            No Facebook Page or Instagram account is chosen for publishing yet.{' '}
            <Anchor component={Link} to={paths.settings('integrations')}>
              Connect one under Settings → Integrations
            </Anchor>
            .
          </Alert>
        )}
        {accounts.length > 0 && (
          <>
            <Select
              label="Publish to"
              data={accounts.map((account) => ({
                value: account.id,
                label: `${KIND_NAMES[account.kind]}: ${account.name}`,
              }))}
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
              <Group grow>
                <TextInput
                  label="Date"
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.currentTarget.value)}
                />
                <TextInput
                  label="Time"
                  type="time"
                  value={time}
                  onChange={(e) => setTime(e.currentTarget.value)}
                />
              </Group>
            )}
            {when === 'later' && (
              <Text size="xs" c="dimmed">
                In the business's time zone, {timeZone.replace(/_/g, ' ')}.
              </Text>
            )}
          </>
        )}
        {publish.error && (
          <Alert color="red" role="alert">
            {errorMessage(publish.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={publish.isPending} disabled={!chosen}>
            {when === 'now' ? 'Publish now' : 'Schedule'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
