import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSessionRefresh } from '../features/auth/queries';
import { TopBar } from './TopBar';

export function AppLayout() {
  useSessionRefresh();
  return (
    <Box mih="100vh">
      <TopBar />
      <Box component="main" p="md" maw={1200} mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}
