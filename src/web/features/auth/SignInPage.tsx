import { Alert, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useNavigate } from 'react-router';
import { type LoginRequest, loginRequestSchema } from '../../../contract/auth';
import { errorMessage } from '../../api/api-error';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { FormCard } from '../../ui/FormCard';
import { zodResolver } from '../../ui/zod-resolver';
import { arrivalMessage, passwordResetFor } from './arrival-message';
import { DomainBrandHeader } from './DomainBrandHeader';
import { useLogin } from './mutations';

export function SignInPage() {
  const navigate = useNavigate();
  const prefix = useEmbedPrefix();
  const { state, search } = useLocation();
  const arrivedWith = arrivalMessage(state);
  const resetFor = passwordResetFor(state);
  const login = useLogin();
  const form = useForm<LoginRequest>({
    initialValues: { email: resetFor ?? '', password: '' },
    validate: zodResolver(loginRequestSchema),
    // A refusal is about what was sent: once the person edits it, it no longer stands.
    onValuesChange: () => {
      if (login.isError) login.reset();
    },
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(paths.start(prefix), { replace: true }),
    }),
  );

  const problem = login.error ? errorMessage(login.error) : arrivedWith;
  return (
    <FormCard title="Sign in" titleId="sign-in-title" onSubmit={submit} header={<DomainBrandHeader />}>
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      {/* The sign-in link's agency (?agency=) goes along, so its look stays on the next page. */}
      <Anchor component={Link} to={{ pathname: paths.forgotPassword(prefix), search }} size="sm">
        Forgot password?
      </Anchor>
      <Button type="submit" loading={login.isPending}>
        Sign in
      </Button>
      {resetFor && !problem && (
        <Alert color="green" role="status">
          Your password was changed, and every session of your account ended. Sign in with your new password.
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </FormCard>
  );
}
