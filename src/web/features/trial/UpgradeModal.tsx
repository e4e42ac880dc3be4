import { Button, Modal, Stack, Text } from '@mantine/core';
import type { TrialStatus } from '../../../contract/trial';
import { openInNewTab } from '../posts/sharing';
import { useUpgradeClicked } from './mutations';

interface Props {
  opened: boolean;
  status: TrialStatus | undefined;
  agencyName: string;
  onClose: () => void;
}

/**
 * The free posts are used: upgrading opens the agency's upgrade page, or the visitor may take its free
 * masterclass. A button whose page the agency has not set is not shown rather than leading nowhere.
 */
export function UpgradeModal({ opened, status, agencyName, onClose }: Props) {
  const clicked = useUpgradeClicked();
  const upgradePage = status?.upgradePage ?? null;
  const masterclassPage = status?.masterclassPage ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title="You have used your free posts" centered>
      <Stack>
        <Text>
          You have written your {status?.limit ?? 'free'} free posts
          {status ? ` for ${status.businessName}` : ''}. Upgrade to keep writing posts for every day of the
          year.
        </Text>
        {upgradePage && (
          <Button
            onClick={() => {
              clicked.mutate();
              openInNewTab(upgradePage);
              onClose();
            }}
          >
            Yes, I'm ready to upgrade
          </Button>
        )}
        {masterclassPage && (
          <Button
            variant="default"
            onClick={() => {
              openInNewTab(masterclassPage);
              onClose();
            }}
          >
            Not yet, I'll take the free Masterclass
          </Button>
        )}
        {!upgradePage && !masterclassPage && (
          <>
            <Text c="dimmed">Ask {agencyName} how to keep going.</Text>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
