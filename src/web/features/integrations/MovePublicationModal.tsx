import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Publication } from '../../../contract/integrations';
import { errorMessage } from '../../api/api-error';
import { useMovePublication } from './mutations';
import { ZonedDateTimeFields } from './ZonedDateTimeFields';
import { wallClockInZone, zonedToUtc } from './zoned-time';

interface Props {
  publication: Publication;
  /** Where it goes out, as the card names it. */
  where: string;
  locationId: string;
  timeZone: string;
  onClose: () => void;
}

/** Another date and time for a scheduled post, on the location's clock. */
export function MovePublicationModal({ publication, where, locationId, timeZone, onClose }: Props) {
  const move = useMovePublication(locationId);
  const [{ date, time }, setWhen] = useState(() => wallClockInZone(publication.at, timeZone));
  const submit = () =>
    move.mutate(
      { publicationId: publication.id, at: zonedToUtc(date, time, timeZone).toISOString() },
      { onSuccess: onClose },
    );
  return (
    <Modal opened onClose={onClose} title="Move this post">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{where}</Text>
          <ZonedDateTimeFields
            date={date}
            time={time}
            timeZone={timeZone}
            onDateChange={(next) => setWhen((current) => ({ ...current, date: next }))}
            onTimeChange={(next) => setWhen((current) => ({ ...current, time: next }))}
          />
          {move.error && (
            <Alert color="red" role="alert">
              {errorMessage(move.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={move.isPending} disabled={!date || !time}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
