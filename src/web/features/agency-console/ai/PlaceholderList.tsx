import { Button, Table, Text } from '@mantine/core';
import { placeholderToken } from './insert-at-cursor';

interface Props {
  placeholders: { name: string; meaning: string }[];
  onInsert: (name: string) => void;
}

/** The placeholders a template may use; choosing one writes it where the cursor is. */
export function PlaceholderList({ placeholders, onInsert }: Props) {
  return (
    <Table aria-label="Placeholders" verticalSpacing={4} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Placeholder</Table.Th>
          <Table.Th>Filled with</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {placeholders.map(({ name, meaning }) => (
          <Table.Tr key={name}>
            <Table.Td>
              <Button
                size="compact-xs"
                variant="light"
                ff="monospace"
                aria-label={`Insert ${placeholderToken(name)}`}
                onClick={() => onInsert(name)}
              >
                {placeholderToken(name)}
              </Button>
            </Table.Td>
            <Table.Td>
              <Text size="xs">{meaning}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
