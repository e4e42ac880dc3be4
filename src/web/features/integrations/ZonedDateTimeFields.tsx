import { Group, Stack, Text, TextInput } from '@mantine/core';

interface Props {
  date: string;
  time: string;
  timeZone: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

/** A date and a time on the location's clock, and which clock that is. */
export function ZonedDateTimeFields({ date, time, timeZone, onDateChange, onTimeChange }: Props) {
  return (
    <Stack gap={4}>
      <Group grow>
        <TextInput
          label="Date"
          type="date"
          required
          value={date}
          onChange={(e) => onDateChange(e.currentTarget.value)}
        />
        <TextInput
          label="Time"
          type="time"
          required
          value={time}
          onChange={(e) => onTimeChange(e.currentTarget.value)}
        />
      </Group>
      <Text size="xs" c="dimmed">
        In the business's time zone, {timeZone.replace(/_/g, ' ')}.
      </Text>
    </Stack>
  );
}
