import { Table } from '@mantine/core';
import type { AuditEvent } from '../../../../contract/agency-console/audit';
import { AuditRow } from './AuditRow';

export function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-labelledby="audit-title" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <AuditRow key={event.id} event={event} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
