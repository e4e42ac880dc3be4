import { notifications } from '@mantine/notifications';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { errorMessage } from '../../../api/api-error';
import { useArchiveLocation, useRestoreLocation } from './mutations';

/**
 * Archive (once confirmed) and Restore. An archive's refusal shows in its dialog; a restore's above
 * the list.
 */
export function useLocationActions(agencyId: string, onArchived: () => void) {
  const archiving = useArchiveLocation(agencyId);
  const restoring = useRestoreLocation(agencyId);
  const archive = (location: ConsoleLocation) =>
    archiving.mutate(location.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${location.businessName} was archived` });
        onArchived();
      },
    });
  const restore = (location: ConsoleLocation) =>
    restoring.mutate(location.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: `${location.businessName} was restored` }),
    });
  return {
    archive,
    archiving: archiving.isPending,
    archiveProblem: archiving.error ? errorMessage(archiving.error) : null,
    resetArchive: archiving.reset,
    restore,
    restoringId: restoring.isPending ? restoring.variables : undefined,
    restoreProblem: restoring.error ? errorMessage(restoring.error) : null,
  };
}
