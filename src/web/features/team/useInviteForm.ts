import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type InviteInput, inviteSchema } from '../../../contract/team';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { useActiveLocation, useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { locationOptions } from './location-options';
import { useInvite } from './mutations';
import { teamQuery } from './queries';
import { invitableRoles } from './roles';
import { announceSent, type SentInvitation } from './sent-invitation';

const FIELDS: readonly (keyof InviteInput)[] = ['userName', 'email', 'role', 'locationIds'];

/**
 * The Add Team Member form: a User by default, to the location in use (an Admin when there is no location to
 * share). A 400 about a field shows under that field; any other refusal (the user limit, an Admin invited by a
 * User) above the buttons.
 */
export function useInviteForm(onSent: (sent: SentInvitation) => void) {
  const session = useSession();
  // The locations the viewer may give: all of the agency's for an admin.
  const team = useQuery(teamQuery()).data;
  const active = useActiveLocation();
  const invite = useInvite();
  const locations = locationOptions(team?.locations ?? session.activeLocations);
  const { roles, reason } = invitableRoles(session.data.role, locations.length);
  const form = useForm<InviteInput>({
    initialValues: {
      userName: '',
      email: '',
      role: roles.includes('agency') ? 'agency' : (roles[0] ?? 'agency'),
      locationIds: active ? [active.id] : [],
    },
    validate: zodResolver(inviteSchema),
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (sent) => {
        announceSent(sent);
        onSent(sent);
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = invite.error && !fieldErrorOf(invite.error, FIELDS) ? errorMessage(invite.error) : null;
  return {
    form,
    submit,
    pending: invite.isPending,
    problem,
    roles,
    roleReason: reason,
    locations,
  };
}
