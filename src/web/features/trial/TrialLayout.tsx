import { Box } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { useActiveLocation, useSession } from '../../session/useSession';
import { QueryStatus } from '../../ui/QueryStatus';
import { MAIN_ID, SkipToContent } from '../../ui/SkipToContent';
import { CalendarView } from '../calendar/CalendarView';
import { GenerationWatchContext } from '../posts/generation-watch';
import { DeleteTrialDialog } from './DeleteTrialDialog';
import { TrialHeader } from './TrialHeader';
import { UpgradeModal } from './UpgradeModal';
import { useTrialWatch } from './useTrialWatch';

/**
 * All a trial visitor sees: the trial calendar for their business under the trial's header. Any other
 * address of the app brings them here.
 */
export function TrialLayout() {
  const { pathname } = useLocation();
  const { agency } = useSession();
  const location = useActiveLocation();
  const { status, watch, upgradeOpen, closeUpgrade } = useTrialWatch();
  const [deleting, setDeleting] = useState(false);
  const trialPath = paths.app('freetrial');
  if (pathname !== trialPath) return <Navigate to={trialPath} replace />;
  return (
    <Box mih="100vh">
      <SkipToContent />
      <TrialHeader status={status.data} onDeleteData={() => setDeleting(true)} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} p="md" maw={1200} mx="auto">
        {status.isError && (
          <Box mb="md">
            <QueryStatus query={status} what="your free posts" />
          </Box>
        )}
        <GenerationWatchContext value={watch}>
          <CalendarView locationId={location?.id} variant="simple" />
        </GenerationWatchContext>
      </Box>
      <UpgradeModal
        opened={upgradeOpen}
        status={status.data}
        agencyName={agency.name}
        onClose={closeUpgrade}
      />
      <DeleteTrialDialog opened={deleting} slug={status.data?.slug} onClose={() => setDeleting(false)} />
    </Box>
  );
}
