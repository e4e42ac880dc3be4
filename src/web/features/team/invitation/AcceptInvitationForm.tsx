import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { InvitationPreview } from '../../../../contract/team';
import { isApiError } from '../../../api/api-error';
import { InvitationUnusable } from './InvitationUnusable';
import { useAcceptInvitationForm } from './useAcceptInvitationForm';

interface Props {
  token: string;
  invitation: InvitationPreview;
}

export function AcceptInvitationForm({ token, invitation }: Props) {
  const { form, submit, pending, failed, problem } = useAcceptInvitationForm(token);
  if (isApiError(failed, 'invitation_expired')) return <InvitationUnusable reason="gone" />;
  const agency = invitation.agency.name;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="join-title">
      <Stack>
        <Title order={2} id="join-title">
          Join {agency}
        </Title>
        <Text>
          Hi {invitation.userName}, you have been invited to join {agency}. Choose a password to finish
          setting up your account.
        </Text>
        <TextInput
          label="Email"
          description="You will sign in with this e-mail"
          value={invitation.email}
          readOnly
          variant="filled"
          autoComplete="username"
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          Join and sign in
        </Button>
      </Stack>
    </form>
  );
}
