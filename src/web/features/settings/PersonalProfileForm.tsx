import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ProfileInput, profileSchema } from '../../../contract/users';
import { errorMessage } from '../../api/api-error';
import { useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { useUpdateProfile } from './mutations';
import { PendingEmail } from './PendingEmail';

export function PersonalProfileForm() {
  const { data: user } = useSession();
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({
    initialValues: { userName: user.userName, email: user.email },
    validate: zodResolver(profileSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Your profile was saved' }),
    }),
  );
  return (
    <Paper component="form" onSubmit={submit} p="lg" withBorder aria-labelledby="personal-profile">
      <Stack>
        <Title order={3} id="personal-profile">
          Personal Profile
        </Title>
        <TextInput label="User Name" required {...form.getInputProps('userName')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        {update.data?.emailChange && <PendingEmail change={update.data.emailChange} />}
        {update.error && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending} w="fit-content">
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
