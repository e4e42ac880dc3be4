import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { usePrefix } from '../../lib/app-paths';
import { useLogin } from './queries';

function stateMessage(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string'
    ? state.error
    : null;
}

export function SignInPage() {
  const navigate = useNavigate();
  const prefix = usePrefix();
  const arrivedWith = stateMessage(useLocation().state);
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password, role: 'agency', ghlUser: false },
      { onSuccess: () => navigate(`${prefix}/app/home`, { replace: true }) },
    );
  };

  const problem = login.error ? errorMessage(login.error) : arrivedWith;
  return (
    <Center mih="100vh" p="md">
      <Paper
        component="form"
        onSubmit={submit}
        shadow="sm"
        p="xl"
        w={380}
        withBorder
        aria-labelledby="sign-in-title"
      >
        <Stack>
          <Title order={2} id="sign-in-title">
            Sign in
          </Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={login.isPending}>
            Sign In
          </Button>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
