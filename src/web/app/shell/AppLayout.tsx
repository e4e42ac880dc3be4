import { Box, Progress } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSession } from '../../session/useSession';
import { PageLoading } from '../../ui/PageLoading';
import { MAIN_ID, SkipToContent } from '../../ui/SkipToContent';
import { SessionGate } from './SessionGate';
import { TopBar } from './TopBar';

// Only trial visitors load it, like any page's code.
const TrialLayout = lazy(async () => ({
  default: (await import('../../features/trial/TrialLayout')).TrialLayout,
}));

export function AppLayout() {
  return (
    <SessionGate>
      <LayoutOfRole />
    </SessionGate>
  );
}

/** A trial visitor sees the trial calendar and nothing else; everyone else, the app with its top bar. */
function LayoutOfRole() {
  const { data: user } = useSession();
  if (user.role === 'demo_user') {
    return (
      <Suspense fallback={<PageLoading />}>
        <TrialLayout />
      </Suspense>
    );
  }
  return <MemberLayout />;
}

function MemberLayout() {
  // A page opened for the first time loads its code before it shows.
  const opening = useNavigation().state === 'loading';
  return (
    <Box mih="100vh">
      <SkipToContent />
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
      <Box component="main" id={MAIN_ID} tabIndex={-1} p="md" maw={1200} mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}
