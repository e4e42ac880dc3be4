import { Alert, Text } from '@mantine/core';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { CopyField } from '../../../ui/CopyField';

interface Props {
  location: ConsoleLocation;
  onClose: () => void;
}

/** A new location's id, to put in the embedding links of the platform the business uses. */
export function CreatedLocationNotice({ location, onClose }: Props) {
  return (
    <Alert
      color="green"
      role="status"
      title={`${location.businessName} was created`}
      withCloseButton
      closeButtonLabel="Hide the new location's id"
      onClose={onClose}
    >
      <Text size="sm" mb="xs">
        Its embedding links use this id.
      </Text>
      <CopyField label="Location id" value={location.id} />
    </Alert>
  );
}
