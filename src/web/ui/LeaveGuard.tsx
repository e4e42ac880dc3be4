import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  /** Whether the page holds changes not saved yet. */
  unsaved: boolean;
  /** What would be lost, in the words of the page ("The colours you changed have not been saved."). */
  loss: string;
}

/**
 * Asks before changes not saved yet are left behind: going to another page of the app asks "Leave without
 * saving?", and closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ unsaved, loss }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      opened
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      danger
      pending={false}
      problem={null}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    >
      {loss}
    </ConfirmDialog>
  );
}
