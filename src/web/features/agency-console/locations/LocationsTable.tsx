import { Table, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { Email } from '../../../ui/Email';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../../ui/table-width';
import { countryName } from './countries';

interface Props {
  locations: ConsoleLocation[];
  onEdit: (location: ConsoleLocation) => void;
  onArchive: (location: ConsoleLocation) => void;
  onRestore: (location: ConsoleLocation) => void;
  restoringId: string | undefined;
}

/**
 * Who has access: the users given the location by name (their e-mails on hover), and the agency's admins, who
 * reach every location whether or not one was given to them, so they are never listed one by one.
 */
function PeopleWithAccess({ users }: { users: ConsoleLocation['users'] }) {
  const given = users.filter((user) => user.role !== 'admin');
  if (given.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Admins only
      </Text>
    );
  }
  const names = given.map((user) => user.userName).join(', ');
  return (
    <Tooltip label={given.map((user) => user.email).join(', ')} multiline maw={320}>
      <Text size="sm" tabIndex={0}>
        {names}
        <Text span inherit c="dimmed">
          {' '}
          and the admins
        </Text>
      </Text>
    </Tooltip>
  );
}

/**
 * Who to contact at a location, with its e-mail broken after the "@" where the line is too narrow, not in the
 * middle of its domain.
 */
function ContactLine({ location, withName = true }: { location: ConsoleLocation; withName?: boolean }) {
  const parts = [
    ...(withName && location.firstName ? [location.firstName] : []),
    ...(location.email ? [<Email key="email" address={location.email} />] : []),
    ...(location.phoneNumber ? [location.phoneNumber] : []),
  ];
  return parts.map((part, index) => (
    <Fragment key={typeof part === 'string' ? part : 'email'}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
}

/**
 * The agency's locations with their contact, country, time zone, plan and who has access. Below the
 * medium breakpoint those are written under the name, so Edit and Archive stay on screen on a phone.
 */
export function LocationsTable({ locations, onEdit, onArchive, onRestore, restoringId }: Props) {
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="locations-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Business name</Table.Th>
            <Table.Th visibleFrom="md">Contact</Table.Th>
            <Table.Th visibleFrom="md">Country</Table.Th>
            <Table.Th visibleFrom="md">Time zone</Table.Th>
            <Table.Th visibleFrom="md">Plan</Table.Th>
            <Table.Th visibleFrom="md">People with access</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {location.businessName}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {location.id}
                </Text>
                <Text size="xs" hiddenFrom="md">
                  {[countryName(location.country), location.timeZone, location.planName ?? 'No plan'].join(
                    ' · ',
                  )}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
                  <ContactLine location={location} />
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{location.firstName}</Text>
                <Text size="xs" c="dimmed">
                  <ContactLine location={location} withName={false} />
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">{countryName(location.country)}</Table.Td>
              <Table.Td visibleFrom="md">{location.timeZone}</Table.Td>
              <Table.Td visibleFrom="md">
                {location.planName ?? (
                  <Text size="sm" c="dimmed">
                    No plan
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="md">
                <PeopleWithAccess users={location.users} />
              </Table.Td>
              <Table.Td>
                {location.archived ? (
                  <RowAction
                    label={`Restore ${location.businessName}`}
                    loading={restoringId === location.id}
                    onClick={() => onRestore(location)}
                  >
                    Restore
                  </RowAction>
                ) : (
                  <RowActions>
                    <RowAction label={`Edit ${location.businessName}`} onClick={() => onEdit(location)}>
                      Edit
                    </RowAction>
                    <RowAction
                      label={`Archive ${location.businessName}`}
                      destructive
                      onClick={() => onArchive(location)}
                    >
                      Archive
                    </RowAction>
                  </RowActions>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
