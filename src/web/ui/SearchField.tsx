import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box above a list in the consoles, with its magnifier; the page decides when the list asks. */
export function SearchField({ value, onChange, ...layout }: Props) {
  return (
    <TextInput
      {...layout}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
