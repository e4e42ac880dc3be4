import { ActionIcon, Badge, Box, Button, Group, Menu, Text } from '@mantine/core';
import { IconDotsVertical, IconLogin, IconTrash } from '@tabler/icons-react';
import type { TrialStatus } from '../../../contract/trial';
import { paths } from '../../app/paths';
import { useSession } from '../../session/useSession';
import { TopBarLogo } from '../../ui/TopBarLogo';
import { useLogout } from '../auth/mutations';
import { postsLeftLabel } from './count';
import { useUpgradeClicked } from './mutations';

interface Props {
  status: TrialStatus | undefined;
  onDeleteData: () => void;
}

/**
 * The trial calendar's header: the agency, the free posts left, "Personalise my results" (its upgrade
 * page, when it has one), "Log in" for those with an account, and the visitor's way to delete their data.
 */
export function TrialHeader({ status, onDeleteData }: Props) {
  const { agency } = useSession();
  // Signing in as a member ends the visitor's session here, on the agency's own sign-in page; the trial
  // stays among the agency's leads.
  const logout = useLogout(status ? paths.agencySignIn(status.slug) : null);
  const clicked = useUpgradeClicked();
  const upgradePage = status?.upgradePage ?? null;
  const logIn = () => logout.mutate();
  return (
    <Box component="header" className="topbar" px="md" py="xs" data-testid="trial-header">
      {/* On a phone the two rarer actions share a menu, so the header takes two rows at most. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <TopBarLogo name={agency.name} logo={agency.customisation.logo} />
          <Text
            className="topbar-name"
            fw={700}
            visibleFrom="sm"
            aria-hidden={Boolean(agency.customisation.logo)}
          >
            {agency.name}
          </Text>
          {status && (
            <Badge size="lg" tt="none" variant="white" color="dark" role="status" aria-live="polite">
              {postsLeftLabel(status)}
            </Badge>
          )}
        </Group>
        <Group gap="xs" component="nav" aria-label="Free trial" wrap="nowrap">
          {upgradePage && (
            <Button
              component="a"
              href={upgradePage}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => clicked.mutate()}
            >
              Personalise my results
            </Button>
          )}
          <Button
            variant="subtle"
            className="topbar-link"
            visibleFrom="sm"
            loading={logout.isPending}
            onClick={logIn}
          >
            Log in
          </Button>
          <Button variant="subtle" className="topbar-link" visibleFrom="sm" onClick={onDeleteData}>
            Delete my trial data
          </Button>
          <Box hiddenFrom="sm">
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  className="topbar-link"
                  size="lg"
                  aria-label="Log in or delete my trial data"
                  loading={logout.isPending}
                >
                  <IconDotsVertical size={20} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconLogin size={16} aria-hidden />} onClick={logIn}>
                  Log in
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} onClick={onDeleteData}>
                  Delete my trial data
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Box>
        </Group>
      </Group>
    </Box>
  );
}
