import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type PasswordChange, passwordChangeSchema } from '../../../contract/users';
import { failureMessage, fieldErrorOf } from '../../api/api-error';
import { zodResolver } from '../../ui/zod-resolver';
import { useChangePassword } from './mutations';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
/**
 * The server's rules the form cannot check (a wrong old password, a common new one) show beside their
 * field.
 */
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChange>({
    initialValues: EMPTY,
    validate: zodResolver(passwordChangeSchema),
    // The confirmation is checked as it is typed, and again when the password it confirms changes.
    validateInputOnChange: ['confirmPassword'],
    onValuesChange: (values, previous) => {
      if (values.confirmPassword && values.newPassword !== previous.newPassword) {
        form.validateField('confirmPassword');
      }
    },
  });
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({
          color: 'green',
          message: 'Your password was changed; other sessions were signed out',
        });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = change.error && !fieldErrorOf(change.error, FIELDS) ? change.error : null;
  return (
    <Paper component="form" onSubmit={submit} noValidate p="lg" withBorder aria-labelledby="change-password">
      <Stack>
        <Title order={3} id="change-password">
          Change Password
        </Title>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          minLength={8}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {failureMessage(problem, 'An error occurred while updating password. Please try again later.')}
          </Alert>
        )}
        <Button
          type="submit"
          loading={change.isPending}
          disabled={Boolean(form.errors.confirmPassword)}
          w="fit-content"
        >
          Change Password
        </Button>
      </Stack>
    </Paper>
  );
}
