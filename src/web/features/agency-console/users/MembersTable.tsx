import { Table, Text } from '@mantine/core';
import type { TeamMember } from '../../../../contract/team';
import { PHONE_TABLE_WIDTH } from '../../../ui/table-width';
import { locationNames } from '../../team/location-names';
import { roleLabel } from '../../team/roles';

/** The agency's members with their role and the locations they use; on a phone, e-mail and role under the name. */
export function MembersTable({ members }: { members: TeamMember[] }) {
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="console-members-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Email</Table.Th>
            <Table.Th visibleFrom="sm">Role</Table.Th>
            <Table.Th>Locations</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member._id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.userName}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {member.email} · {roleLabel(member.role)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{member.email}</Table.Td>
              <Table.Td visibleFrom="sm">{roleLabel(member.role)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {locationNames(member.role, member.locations)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
