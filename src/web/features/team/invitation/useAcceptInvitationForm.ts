import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { type AcceptInvitation, acceptInvitationSchema } from '../../../../contract/team';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { paths } from '../../../app/paths';
import { zodResolver } from '../../../ui/zod-resolver';
import { useAcceptInvitation } from './mutations';

type PasswordChoice = Omit<AcceptInvitation, 'token'>;

const FIELDS: readonly (keyof PasswordChoice)[] = ['password', 'confirmPassword'];
const resolve = zodResolver(acceptInvitationSchema);

/**
 * Choosing a password for an invitation: checked with the contract's schema, the link's token added,
 * then the new member is signed in and taken to the calendar (or, with no business yet, to where sessions start).
 */
export function useAcceptInvitationForm(token: string) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const form = useForm<PasswordChoice>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => resolve({ ...values, token }),
    // The confirmation is checked as it is typed, and again when the password it confirms changes.
    validateInputOnChange: ['confirmPassword'],
    onValuesChange: (values, previous) => {
      if (values.confirmPassword && values.password !== previous.password) {
        form.validateField('confirmPassword');
      }
    },
  });
  const submit = form.onSubmit((values) =>
    accept.mutate(
      { ...values, token },
      {
        // A member with a business to post for starts on its calendar; an agency's first admin, with none yet,
        // where any session starts (Home, which points to the console).
        onSuccess: (session) =>
          navigate(session.activeLocations.length > 0 ? paths.app('calendar') : paths.start(), {
            replace: true,
          }),
        onError: (error) => {
          const fieldError = fieldErrorOf(error, FIELDS);
          if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
        },
      },
    ),
  );
  const failed = accept.error && !fieldErrorOf(accept.error, FIELDS) ? accept.error : null;
  return {
    form,
    submit,
    pending: accept.isPending || accept.isSuccess,
    failed,
    problem: failed ? errorMessage(failed) : null,
  };
}
