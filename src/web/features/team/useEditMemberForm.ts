import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type MemberChange, memberChangeSchema, type TeamMember } from '../../../contract/team';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { locationOptions } from './location-options';
import { useChangeMember } from './mutations';
import { teamQuery } from './queries';
import { grantableRoles, teamRoleOf } from './roles';

const FIELDS: readonly (keyof MemberChange)[] = ['userName', 'role', 'locationIds'];

/** The Edit form of one member: name, role and locations, saved together. */
export function useEditMemberForm(member: TeamMember, onSaved: () => void) {
  const session = useSession();
  // The locations the viewer may give: all of the agency's for an admin.
  const team = useQuery(teamQuery()).data;
  const change = useChangeMember();
  const form = useForm<MemberChange>({
    initialValues: {
      userName: member.userName,
      role: teamRoleOf(member.role),
      locationIds: member.locations.map((location) => location.id),
    },
    validate: zodResolver(memberChangeSchema),
  });
  const submit = form.onSubmit((values) =>
    change.mutate(
      { userId: member._id, change: values },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: `${saved.userName} was saved` });
          onSaved();
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, FIELDS);
          if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
        },
      },
    ),
  );
  const problem = change.error && !fieldErrorOf(change.error, FIELDS) ? errorMessage(change.error) : null;
  return {
    form,
    submit,
    pending: change.isPending,
    problem,
    roles: grantableRoles(session.data.role),
    locations: locationOptions(team?.locations ?? session.activeLocations, member.locations),
  };
}
