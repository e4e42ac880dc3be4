import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation } from 'react-router';
import {
  type PasswordResetRequest,
  type PasswordResetRequested,
  passwordResetRequestSchema,
} from '../../../contract/auth';
import { errorMessage } from '../../api/api-error';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { FormCard } from '../../ui/FormCard';
import { zodResolver } from '../../ui/zod-resolver';
import { DomainBrandHeader } from './DomainBrandHeader';
import { useRequestPasswordReset } from './mutations';

/** What happens next, by how this server sends links; never whether the e-mail has an account. */
function outcome(delivery: PasswordResetRequested['delivery'], email: string): string {
  switch (delivery) {
    case 'email':
      return `If an account with a password uses ${email}, a link to choose a new one is on its way. It works once, for 30 minutes.`;
    case 'server-log':
      return 'E-mail is not set up on this server, so no link was sent. In development the link is written to the server’s log.';
    case 'none':
      return 'E-mail is not set up on this server, so no link can be sent. Please ask whoever manages your account for help.';
  }
}

/** "Forgot password?": asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  const prefix = useEmbedPrefix();
  const { search } = useLocation();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    initialValues: { email: '' },
    validate: zodResolver(passwordResetRequestSchema),
  });
  const submit = form.onSubmit((values) => request.mutate(values));
  const sent =
    request.data && request.variables ? outcome(request.data.delivery, request.variables.email) : null;

  return (
    <FormCard
      title="Forgot password?"
      titleId="forgot-password-title"
      onSubmit={submit}
      header={<DomainBrandHeader />}
    >
      {sent ? (
        <Alert color={request.data?.delivery === 'email' ? 'green' : 'yellow'} role="status">
          {sent}
        </Alert>
      ) : (
        <>
          <Text size="sm">Enter the e-mail you sign in with to get a link to choose a new password.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={request.isPending}>
            Send reset link
          </Button>
        </>
      )}
      {request.error && (
        <Alert color="red" role="alert">
          {errorMessage(request.error)}
        </Alert>
      )}
      <Anchor component={Link} to={{ pathname: paths.signIn(prefix), search }} size="sm">
        Back to sign in
      </Anchor>
    </FormCard>
  );
}
