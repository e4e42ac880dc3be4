import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client';
import type { StoredSession } from '../../session/store';
import { useChangePassword, useUpdateProfile } from './queries';

function PersonalProfile({ session }: { session: StoredSession }) {
  const update = useUpdateProfile();
  const [userName, setUserName] = useState(session.user.userName);
  const [email, setEmail] = useState(session.user.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { _id: session.user._id, userName, email },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Your profile was saved' }) },
    );
  };
  return (
    <Paper component="form" onSubmit={submit} p="lg" withBorder aria-labelledby="personal-profile">
      <Stack>
        <Title order={3} id="personal-profile">
          Personal Profile
        </Title>
        <TextInput
          label="User Name"
          required
          value={userName}
          onChange={(e) => setUserName(e.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
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

function ChangePasswordForm({ userId }: { userId: string }) {
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirm.length > 0 && confirm !== newPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) return;
    change.mutate(
      { _id: userId, old_password: oldPassword, new_password: newPassword, c_new_password: confirm },
      {
        onSuccess: () => {
          setOldPassword('');
          setNewPassword('');
          setConfirm('');
          notifications.show({
            color: 'green',
            message: 'Your password was changed; other sessions were signed out',
          });
        },
      },
    );
  };
  return (
    <Paper component="form" onSubmit={submit} p="lg" withBorder aria-labelledby="change-password">
      <Stack>
        <Title order={3} id="change-password">
          Change Password
        </Title>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          minLength={8}
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={confirm}
          error={mismatch ? 'Password not confirmed!' : undefined}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        {change.error && (
          <Alert color="red" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} disabled={mismatch} w="fit-content">
          Change Password
        </Button>
      </Stack>
    </Paper>
  );
}

export function ProfileTab({ session }: { session: StoredSession }) {
  return (
    <Stack>
      <PersonalProfile session={session} />
      <ChangePasswordForm userId={session.user._id} />
    </Stack>
  );
}
