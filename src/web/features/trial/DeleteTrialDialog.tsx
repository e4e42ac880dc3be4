import { useNavigate } from 'react-router';
import { TRIAL_PAGE } from '../../../contract/trial';
import { errorMessage } from '../../api/api-error';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteTrial } from './mutations';

/** Where the visitor lands once their data is gone: their agency's trial page, which says so. */
export interface TrialDeletedState {
  trialDeleted: true;
}

interface Props {
  opened: boolean;
  slug: string | undefined;
  onClose: () => void;
}

export function DeleteTrialDialog({ opened, slug, onClose }: Props) {
  const navigate = useNavigate();
  const remove = useDeleteTrial();
  const deleted: TrialDeletedState = { trialDeleted: true };
  const leave = () =>
    navigate(slug ? `${TRIAL_PAGE}/${slug}` : TRIAL_PAGE, { replace: true, state: deleted });
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete your trial data?"
      confirmLabel="Delete my data"
      danger
      pending={remove.isPending}
      problem={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() => remove.mutate(undefined, { onSuccess: leave })}
      onClose={onClose}
    >
      Your name, e-mail, business and the posts you wrote in the trial are deleted, and you leave the trial.
      This cannot be undone.
    </ConfirmDialog>
  );
}
