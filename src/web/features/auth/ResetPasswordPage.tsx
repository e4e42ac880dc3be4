import { Alert, Anchor, Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type PasswordReset, passwordResetSchema } from '../../../contract/auth';
import { errorMessage, fieldErrorOf } from '../../api/api-error';
import { paths } from '../../app/paths';
import { FormCard } from '../../ui/FormCard';
import { zodResolver } from '../../ui/zod-resolver';
import { passwordResetArrival } from './arrival-message';
import { DomainBrandHeader } from './DomainBrandHeader';
import { useResetPassword } from './mutations';

const FIELDS = ['password', 'confirmPassword'];

/** /reset-password?token=…: where the link of a reset e-mail leads; afterwards, the sign-in screen. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<PasswordReset>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: zodResolver(passwordResetSchema),
    validateInputOnChange: ['confirmPassword'],
  });
  const submit = form.onSubmit((values) =>
    reset.mutate(values, {
      onSuccess: ({ email }) =>
        navigate(paths.signIn(), { replace: true, state: passwordResetArrival(email) }),
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const linkBroken = !passwordResetSchema.shape.token.safeParse(token).success;
  // A problem with a field shows beside it; anything else (a stale link, too many tries) above the link.
  const problem = reset.error && !fieldErrorOf(reset.error, FIELDS) ? reset.error : null;

  return (
    <FormCard
      title="Choose a new password"
      titleId="reset-password-title"
      onSubmit={submit}
      header={<DomainBrandHeader />}
    >
      {linkBroken ? (
        <Alert color="red" role="alert">
          This link has no reset token. Please open the link from the e-mail again.
        </Alert>
      ) : (
        <>
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            minLength={8}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending}>
            Set new password
          </Button>
        </>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {errorMessage(problem)}
        </Alert>
      )}
      <Anchor component={Link} to={paths.forgotPassword()} size="sm">
        Ask for a new link
      </Anchor>
    </FormCard>
  );
}
