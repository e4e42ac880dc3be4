import { Alert, Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatDay } from './dates';
import type { SentInvitation } from './sent-invitation';

interface Props {
  invitation: SentInvitation['invitation'];
  link: string;
  onClose: () => void;
}

/** Where the server sends no e-mail, the inviter passes the invitation's link on themselves. */
export function SentLinkNotice({ invitation, link, onClose }: Props) {
  return (
    <Alert
      color="blue"
      role="status"
      title={`Invitation link for ${invitation.userName}`}
      withCloseButton
      closeButtonLabel="Hide the link"
      onClose={onClose}
    >
      <Text size="sm">
        This server sends no e-mail: send this link to {invitation.userName} ({invitation.email}) yourself. It
        can be used once, until {formatDay(invitation.expiresAt)}.
      </Text>
      <Group mt="sm" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          readOnly
          aria-label={`Invitation link for ${invitation.userName}`}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
