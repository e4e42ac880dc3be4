import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Publication } from '../../../contract/integrations';
import { errorMessage } from '../../api/api-error';
import { MovePublicationModal } from './MovePublicationModal';
import { useCancelPublication, useRetryPublication } from './mutations';
import { formatInZone } from './zoned-time';

const KIND_NAMES = { 'facebook-page': 'Facebook', instagram: 'Instagram' } as const;

interface Props {
  publication: Publication;
  locationId: string;
  timeZone: string;
}

/** One publication's state, with what can be done about it: move or cancel while scheduled, retry once failed. */
export function PublicationStatus({ publication, locationId, timeZone }: Props) {
  const cancel = useCancelPublication(locationId);
  const retry = useRetryPublication(locationId);
  const [moving, setMoving] = useState(false);
  const where = `${KIND_NAMES[publication.account.kind]} · ${publication.account.name}`;
  const when = formatInZone(publication.at, timeZone);
  const failure = cancel.error ?? retry.error;
  return (
    <Group gap="xs" wrap="wrap" data-testid="publication">
      {publication.status === 'scheduled' && (
        <>
          <Badge color="blue" variant="light">
            {publication.error ? 'Retrying' : 'Scheduled'}
          </Badge>
          <Text size="sm">
            {where}, {when}
          </Text>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setMoving(true)}>
            Move
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(publication.id)}
          >
            Cancel
          </Button>
          {moving && (
            <MovePublicationModal
              publication={publication}
              where={where}
              locationId={locationId}
              timeZone={timeZone}
              onClose={() => setMoving(false)}
            />
          )}
        </>
      )}
      {publication.status === 'publishing' && (
        <>
          <Badge color="blue" variant="light">
            Publishing
          </Badge>
          <Text size="sm">{where}</Text>
        </>
      )}
      {publication.status === 'published' && (
        <>
          <Badge color="green" variant="light">
            Published
          </Badge>
          <Text size="sm">
            {where}, {when}
          </Text>
          {publication.permalink && (
            <Anchor size="sm" href={publication.permalink} target="_blank" rel="noopener noreferrer">
              View post
            </Anchor>
          )}
        </>
      )}
      {publication.status === 'failed' && (
        <>
          <Badge color="red" variant="light">
            Failed
          </Badge>
          <Text size="sm">
            {where}: {publication.error}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            loading={retry.isPending}
            onClick={() => retry.mutate(publication.id)}
          >
            Retry
          </Button>
        </>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(failure)}
        </Text>
      )}
    </Group>
  );
}
