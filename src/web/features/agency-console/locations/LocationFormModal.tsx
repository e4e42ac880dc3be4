import { useState } from 'react';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { GuardedModal } from '../../../ui/GuardedModal';
import { LocationForm } from './LocationForm';

/** What the location dialog is open for: a new location, or an existing one to edit. */
export type LocationEditing = { location: ConsoleLocation | null } | null;

interface Props {
  agencyId: string;
  editing: LocationEditing;
  onSaved: (saved: ConsoleLocation, created: boolean) => void;
  onClose: () => void;
}

/** The form starts afresh from the location (or empty) each time the dialog opens; Escape with changes asks first. */
export function LocationFormModal({ agencyId, editing, onSaved, onClose }: Props) {
  const [unsaved, setUnsaved] = useState(false);
  const close = () => {
    setUnsaved(false);
    onClose();
  };
  return (
    <GuardedModal
      opened={editing !== null}
      unsaved={unsaved}
      loss="What you typed for this location has not been saved and will be lost."
      onClose={close}
      title={editing?.location ? 'Edit location' : 'New location'}
      size="lg"
    >
      {editing && (
        <LocationForm
          key={editing.location?.id ?? 'new'}
          agencyId={agencyId}
          location={editing.location}
          onCancel={close}
          onUnsaved={setUnsaved}
          onSaved={(saved) => {
            onSaved(saved, editing.location === null);
            close();
          }}
        />
      )}
    </GuardedModal>
  );
}
