import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type InviteInput, inviteSchema, type Team } from '../../../contract/team';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { locationOptions } from './location-options';
import { invitableRoles } from './roles';
import { announceSent, type SentInvitation } from './sent-invitation';

/** Where an invitation goes: the viewer's own team, or the agency whose console is open. */
export interface InviteTarget {
  invite: UseMutationResult<SentInvitation, Error, InviteInput>;
  /** The locations the viewer may give: all of the agency's for an admin or the operator. */
  locations: Team['locations'];
  /** The locations ticked to begin with: the one in use, in the viewer's own team. */
  startWith: string[];
}

const FIELDS: readonly (keyof InviteInput)[] = ['userName', 'email', 'role', 'locationIds'];

/**
 * The Add Team Member form: a User by default, to the location in use (an Admin when there is no location to
 * share). A 400 about a field shows under that field; any other refusal (the user limit, an Admin invited by a
 * User) above the buttons.
 */
export function useInviteForm({ invite, ...target }: InviteTarget, onSent: (sent: SentInvitation) => void) {
  const session = useSession();
  const locations = locationOptions(target.locations);
  const { roles, reason } = invitableRoles(session.data.role, locations.length);
  const form = useForm<InviteInput>({
    initialValues: {
      userName: '',
      email: '',
      role: roles.includes('agency') ? 'agency' : (roles[0] ?? 'agency'),
      locationIds: target.startWith,
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
