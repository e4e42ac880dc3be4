import { Checkbox, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  options: { value: string; label: string }[];
  description: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  /** At least one must be ticked. */
  required?: boolean;
}

/** The locations a member may use, one checkbox each. */
export function LocationChecks({ options, description, value, onChange, error, required }: Props) {
  return (
    <Checkbox.Group
      label="Locations"
      description={description}
      withAsterisk={required}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
        {options.length === 0 && (
          <Text size="sm" c="dimmed">
            You have no locations to share yet.
          </Text>
        )}
      </Stack>
    </Checkbox.Group>
  );
}
