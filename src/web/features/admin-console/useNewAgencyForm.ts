import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { adminRoutes } from '../../../contract/admin-console';
import type { ResponseOf } from '../../../contract/route';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { useCreateAgency } from './mutations';
import {
  EMPTY_NEW_AGENCY,
  NEW_AGENCY_FIELDS,
  type NewAgencyValues,
  newAgencyErrors,
  newAgencyInputOf,
} from './new-agency-form';

export type CreatedAgency = ResponseOf<typeof adminRoutes.create>;

/**
 * The New agency form. Its first admin is invited by e-mail; where the server sends none, the link is
 * handed back to pass on. A 400 about a field shows under it; any other refusal above the buttons.
 */
export function useNewAgencyForm(onCreated: (created: CreatedAgency) => void) {
  const create = useCreateAgency();
  const form = useForm<NewAgencyValues>({ initialValues: EMPTY_NEW_AGENCY, validate: newAgencyErrors });
  const submit = form.onSubmit((values) =>
    create.mutate(newAgencyInputOf(values), {
      onSuccess: (created) => {
        // A link to pass on by hand is announced on the page with the link itself: no toast over it.
        if (!created.invitationLink) {
          notifications.show({
            color: 'green',
            message: `${created.agency.name} was created and the invitation was sent to ${values.adminEmail.trim()}`,
          });
        }
        onCreated(created);
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, NEW_AGENCY_FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem =
    create.error && !fieldErrorOf(create.error, NEW_AGENCY_FIELDS) ? errorMessage(create.error) : null;
  return { form, submit, pending: create.isPending, problem };
}
