import { Modal } from '@mantine/core';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { PlanForm } from './PlanForm';

/** What the plan dialog is open for: a new plan, or an existing one to edit. */
export type PlanEditing = { plan: ConsolePlan | null } | null;

interface Props {
  agencyId: string;
  editing: PlanEditing;
  onClose: () => void;
}

/** The form starts afresh from the plan (or empty) each time the dialog opens. */
export function PlanFormModal({ agencyId, editing, onClose }: Props) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing?.plan ? 'Edit plan' : 'New plan'}>
      {editing && (
        <PlanForm key={editing.plan?.id ?? 'new'} agencyId={agencyId} plan={editing.plan} onDone={onClose} />
      )}
    </Modal>
  );
}
