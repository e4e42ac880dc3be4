import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { AdminAgency } from '../../../contract/admin-console';
import { errorMessage } from '../../api/api-error';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { useOpenAgencyConsole, useResumeAgency, useSuspendAgency } from './mutations';

/**
 * Open console, Suspend (once confirmed) and Resume for the agency list. A suspension's refusal shows
 * in its dialog; the others' above the list.
 */
export function useAgencyActions(onSuspended: () => void) {
  const navigate = useNavigate();
  const prefix = useEmbedPrefix();
  const opening = useOpenAgencyConsole();
  const suspending = useSuspendAgency();
  const resuming = useResumeAgency();

  const open = (agency: AdminAgency) => {
    resuming.reset();
    opening.mutate(agency.id, { onSuccess: () => navigate(paths.agency('brand', prefix, agency.id)) });
  };
  const suspend = (agency: AdminAgency) =>
    suspending.mutate(agency.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${agency.name} was suspended` });
        onSuspended();
      },
    });
  const resume = (agency: AdminAgency) => {
    opening.reset();
    resuming.mutate(agency.id, {
      onSuccess: () => notifications.show({ color: 'green', message: `${agency.name} was resumed` }),
    });
  };
  const failed = opening.error ?? resuming.error;
  return {
    open,
    openingId: opening.isPending ? opening.variables : undefined,
    suspend,
    suspending: suspending.isPending,
    suspendProblem: suspending.error ? errorMessage(suspending.error) : null,
    resetSuspend: suspending.reset,
    resume,
    resumingId: resuming.isPending ? resuming.variables : undefined,
    problem: failed ? errorMessage(failed) : null,
  };
}
