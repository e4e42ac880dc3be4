import { Button, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditEvent } from '../../../../contract/agency-console/audit';
import { Email } from '../../../ui/Email';
import { roleLabel } from '../../team/roles';
import { formatWhen } from '../when';
import { actionLabel } from './action-labels';
import { ChangeDiff } from './ChangeDiff';

const COLUMNS = 5;

/** One event, with its before and after behind a Details disclosure. */
export function AuditRow({ event }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${event.id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <time dateTime={event.at}>{formatWhen(event.at)}</time>
        </Table.Td>
        <Table.Td>
          <Text size="sm">
            <Email address={event.actor.email} />
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel(event.actor.role)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{actionLabel(event.action)}</Text>
        </Table.Td>
        <Table.Td className="wrap-anywhere">{event.subject}</Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`Details of ${actionLabel(event.action)}: ${event.subject}`}
            leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            onClick={() => setOpen((shown) => !shown)}
          >
            Details
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMNS}>
            <ChangeDiff event={event} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
