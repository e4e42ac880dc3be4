import { Box, Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { SessionGate } from './SessionGate';
import { TopBar } from './TopBar';

export function AppLayout() {
  // A page opened for the first time loads its code before it shows.
  const opening = useNavigation().state === 'loading';
  return (
    <SessionGate>
      <Box mih="100vh">
        <TopBar />
        {opening && (
          <Progress
            value={100}
            animated
            size="xs"
            radius={0}
            aria-label="Opening the page"
            className="page-progress"
          />
        )}
        <Box component="main" p="md" maw={1200} mx="auto">
          <Outlet />
        </Box>
      </Box>
    </SessionGate>
  );
}
