import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type OwnProfileInput, ownProfileSchema } from '../../../contract/users';
import { failureMessage, fieldErrorOf } from '../../api/api-error';
import { useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { useUpdateProfile } from './mutations';
import { PendingEmail } from './PendingEmail';

const FIELDS = ['userName', 'email', 'contactNumber', 'currentPassword'];

export function PersonalProfileForm() {
  const { data: user } = useSession();
  const update = useUpdateProfile();
  const form = useForm<OwnProfileInput>({
    initialValues: {
      userName: user.userName,
      email: user.email,
      contactNumber: user.contactNumber,
      currentPassword: '',
    },
    validate: zodResolver(ownProfileSchema),
  });
  // A new e-mail asks for the current password; the name alone does not.
  const changesEmail = form.values.email.trim().toLowerCase() !== user.email;
  const submit = form.onSubmit(({ currentPassword, ...profile }) =>
    update.mutate(changesEmail ? { ...profile, currentPassword } : profile, {
      onSuccess: () => {
        form.setFieldValue('currentPassword', '');
        notifications.show({ color: 'green', message: 'Your profile was saved' });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem =
    update.error && !fieldErrorOf(update.error, FIELDS)
      ? failureMessage(update.error, 'An error occurred while updating user. Please try again later.')
      : null;
  return (
    <Paper component="form" onSubmit={submit} noValidate p="lg" withBorder aria-labelledby="personal-profile">
      <Stack>
        <Title order={3} id="personal-profile">
          Personal Profile
        </Title>
        <TextInput label="User Name" required {...form.getInputProps('userName')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <TextInput label="Contact Number" type="tel" {...form.getInputProps('contactNumber')} />
        {changesEmail && (
          <PasswordInput
            label="Current Password"
            description="To change your e-mail, confirm it is you"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        {update.data?.emailChange && <PendingEmail change={update.data.emailChange} />}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending} w="fit-content">
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
