import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { GenerationWatch } from '../posts/generation-watch';
import { trialKeys, trialStatusQuery } from './queries';

/**
 * Follows the visitor's generations: none starts once the free posts are used (the upgrade dialog opens
 * instead), the count is asked again after each post, and the server's "used up" opens the dialog too
 * (another tab may have used the last one).
 */
export function useTrialWatch() {
  const queryClient = useQueryClient();
  const status = useQuery(trialStatusQuery());
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const left = status.data?.left;

  const watch = useMemo<GenerationWatch>(() => {
    const recount = () => void queryClient.invalidateQueries({ queryKey: trialKeys.status() });
    return {
      mayStart: () => {
        if (left !== undefined && left <= 0) {
          setUpgradeOpen(true);
          return false;
        }
        return true;
      },
      onWritten: recount,
      onRefused: (code) => {
        if (code !== 'trial_used_up') return false;
        recount();
        setUpgradeOpen(true);
        return true;
      },
    };
  }, [left, queryClient]);

  return { status, watch, upgradeOpen, closeUpgrade: () => setUpgradeOpen(false) };
}
