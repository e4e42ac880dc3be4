import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TeamMember } from '../../../contract/team';
import { useSession } from '../../session/useSession';
import { useRemoveMemberAction } from './useRemoveMemberAction';

/** Asks before a member is removed; a refusal (the agency's only admin) is shown here, with its reason. */
export function RemoveMemberConfirm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const self = useSession().data._id === member._id;
  const { remove, pending, problem } = useRemoveMemberAction(member, onDone);
  return (
    <Stack>
      <Text>
        Remove <strong>{member.userName}</strong> ({member.email}) from the team? They will no longer be able
        to sign in.
      </Text>
      {self && <Text c="red">This is your own account: you will be signed out.</Text>}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={remove}>
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
