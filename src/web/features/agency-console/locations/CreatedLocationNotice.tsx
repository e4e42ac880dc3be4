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
      {/* Said here, where the business begins: its first priced post would otherwise be its client's surprise. */}
      <Text size="sm" mt="xs">
        Its AI actions are paid from its own balance, which starts at $0.00: add to it under Settings →
        Balance, with this business chosen.
      </Text>
    </Alert>
  );
}
