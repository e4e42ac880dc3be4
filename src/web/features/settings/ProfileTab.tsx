import { Stack } from '@mantine/core';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalProfileForm } from './PersonalProfileForm';

export function ProfileTab() {
  return (
    <Stack>
      <PersonalProfileForm />
      <ChangePasswordForm />
    </Stack>
  );
}
