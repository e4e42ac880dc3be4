import { Modal } from '@mantine/core';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { LocationForm } from './LocationForm';

/** What the location dialog is open for: a new location, or an existing one to edit. */
export type LocationEditing = { location: ConsoleLocation | null } | null;

interface Props {
  agencyId: string;
  editing: LocationEditing;
  onSaved: (saved: ConsoleLocation, created: boolean) => void;
  onClose: () => void;
}

/** The form starts afresh from the location (or empty) each time the dialog opens. */
export function LocationFormModal({ agencyId, editing, onSaved, onClose }: Props) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.location ? 'Edit location' : 'New location'}
      size="lg"
    >
      {editing && (
        <LocationForm
          key={editing.location?.id ?? 'new'}
          agencyId={agencyId}
          location={editing.location}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved(saved, editing.location === null);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
