import { Badge, Group, Table, Text } from '@mantine/core';
import type { TeamMember } from '../../../contract/team';
import { useSession } from '../../session/useSession';
import { Email } from '../../ui/Email';
import { RowAction, RowActions } from '../../ui/RowActions';
import { PHONE_TABLE_WIDTH } from '../../ui/table-width';
import { locationNames } from './location-names';
import { isOnlyAdmin, managesTeam, mayChangeMember, roleLabel } from './roles';

interface Props {
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/**
 * Name, Email, Role, and for admins the Actions column with Edit and Remove (not for the only admin, whom the
 * server would refuse to remove). On a phone the e-mail and role are written under the name, so the actions
 * stay in view without scrolling sideways.
 */
export function MembersTable({ members, onEdit, onRemove }: Props) {
  const { data: viewer } = useSession();
  const withActions = managesTeam(viewer.role);
  return (
    <Table.ScrollContainer minWidth={PHONE_TABLE_WIDTH}>
      <Table aria-labelledby="team-members-title" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Email</Table.Th>
            <Table.Th visibleFrom="sm">Role</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member._id}>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {member.userName}
                  </Text>
                  {member._id === viewer._id && (
                    <Badge size="xs" variant="light">
                      You
                    </Badge>
                  )}
                </Group>
                <Text size="xs" hiddenFrom="sm" className="wrap-anywhere">
                  <Email address={member.email} />
                </Text>
                <Text size="xs" hiddenFrom="sm">
                  {roleLabel(member.role)}
                </Text>
                <Text size="xs" c="dimmed">
                  {locationNames(member.role, member.locations)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{member.email}</Table.Td>
              <Table.Td visibleFrom="sm">{roleLabel(member.role)}</Table.Td>
              {withActions && (
                <Table.Td>
                  {mayChangeMember(viewer.role, member.role) && (
                    <RowActions>
                      <RowAction label={`Edit ${member.userName}`} onClick={() => onEdit(member)}>
                        Edit
                      </RowAction>
                      {isOnlyAdmin(member, members) ? (
                        <Text size="xs" c="dimmed">
                          Only admin: cannot be removed
                        </Text>
                      ) : (
                        <RowAction
                          label={`Remove ${member.userName}`}
                          destructive
                          onClick={() => onRemove(member)}
                        >
                          Remove
                        </RowAction>
                      )}
                    </RowActions>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
