import { Alert, Text } from '@mantine/core';
import { CopyField } from '../../ui/CopyField';
import { formatDay } from '../team/dates';

interface Props {
  agencyName: string;
  link: string;
  /** Until when the link can be used. */
  expiresAt: string;
  onClose: () => void;
}

/** Where the server sends no e-mail, the operator passes the first admin's invitation link on. */
export function InvitationLinkNotice({ agencyName, link, expiresAt, onClose }: Props) {
  return (
    <Alert
      color="blue"
      role="status"
      title={`${agencyName} was created`}
      withCloseButton
      closeButtonLabel="Hide the invitation link"
      onClose={onClose}
    >
      <Text size="sm" mb="xs">
        This server sends no e-mail: send this link to the agency's first admin yourself. It can be used once,
        until {formatDay(expiresAt)}.
      </Text>
      <CopyField label="Invitation link" value={link} />
    </Alert>
  );
}
