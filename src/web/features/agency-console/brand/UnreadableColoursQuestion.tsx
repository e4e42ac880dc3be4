import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface Props {
  /** How many text colours are under the readable contrast. */
  unreadable: number;
  saving: boolean;
  onSaveAnyway: () => void;
  onKeepEditing: () => void;
}

/**
 * Asked when Save (or Enter in a colour field) would save text colours that are hard to read. Focus
 * moves to Keep editing, so a keyboard user hears the question and the safe answer comes first.
 */
export function UnreadableColoursQuestion({ unreadable, saving, onSaveAnyway, onKeepEditing }: Props) {
  const keepEditing = useRef<HTMLButtonElement>(null);
  useEffect(() => keepEditing.current?.focus(), []);
  const which =
    unreadable === 1
      ? 'One text colour is hard to read on its background, as said beside it.'
      : `${unreadable} text colours are hard to read on their backgrounds, as said beside them.`;
  return (
    <Alert color="orange" role="alertdialog" title="Save hard-to-read colours?">
      <Stack gap="sm">
        <Text size="sm">{which} Every client of the agency sees the colours as soon as they are saved.</Text>
        <Group>
          <Button variant="default" ref={keepEditing} onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button color="orange" onClick={onSaveAnyway} loading={saving}>
            Save anyway
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
