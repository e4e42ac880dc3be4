import { Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';

/** The operator's console, for running the deployment's agencies. */
export function AdminLayout() {
  return (
    <Stack>
      <Title order={2}>Operator console</Title>
      <Outlet />
    </Stack>
  );
}
