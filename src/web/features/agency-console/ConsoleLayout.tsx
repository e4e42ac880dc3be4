import { Grid, Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { ConsoleNav } from './ConsoleNav';
import { OperatorBanner } from './OperatorBanner';

/** The agency console: its sections on the left, the open one on the right. */
export function ConsoleLayout() {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Stack>
          <Title order={2}>Agency console</Title>
          <ConsoleNav />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Stack>
          <OperatorBanner />
          <Outlet />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
