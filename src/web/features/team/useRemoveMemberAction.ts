import { notifications } from '@mantine/notifications';
import type { TeamMember } from '../../../contract/team';
import { errorMessage } from '../../api/api-error';
import { useRemoveMember } from './mutations';

/** Removes a member once confirmed; a refusal is kept to show beside the question. */
export function useRemoveMemberAction(member: TeamMember, onRemoved: () => void) {
  const removal = useRemoveMember();
  const remove = () =>
    removal.mutate(member._id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${member.userName} was removed from the team` });
        onRemoved();
      },
    });
  return {
    remove,
    pending: removal.isPending,
    problem: removal.error ? errorMessage(removal.error) : null,
  };
}
