import { Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '../../../../contract/agency-console/audit';
import { changedFields } from './changes';

/** What a change did, field by field: the value before and the value after. */
export function ChangeDiff({ event }: { event: AuditEvent }) {
  const changes = changedFields(event.before, event.after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No field values were recorded for this event.
      </Text>
    );
  }
  return (
    <>
      <Table
        aria-label={`Changes of ${event.subject}`}
        withTableBorder
        verticalSpacing={4}
        fz="xs"
        visibleFrom="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.path}>
              <Table.Td>{change.label}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{change.before}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{change.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* On a phone three columns do not fit beside each other: each field is a short block instead. */}
      <Stack
        component="dl"
        gap="xs"
        hiddenFrom="sm"
        aria-label={`Changes of ${event.subject}`}
        m={0}
        maw={320}
      >
        {changes.map((change) => (
          <div key={change.path}>
            <Text component="dt" size="xs" fw={600}>
              {change.label}
            </Text>
            <Text component="dd" size="xs" m={0} style={{ overflowWrap: 'anywhere' }}>
              {change.before} → {change.after}
            </Text>
          </div>
        ))}
      </Stack>
    </>
  );
}
