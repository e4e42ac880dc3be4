import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface Props {
  /** Names the field and its Copy button for assistive technology. */
  label: string;
  value: string;
}

/** A value to pass on by hand (an id, a link): selectable, with a button that copies it. */
export function CopyField({ label, value }: Props) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        flex={1}
        readOnly
        label={label}
        value={value}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            aria-label={`Copy the ${label.toLowerCase()}`}
            onClick={copy}
          >
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
