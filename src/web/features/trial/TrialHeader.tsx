import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
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
  const logout = useLogout();
  const navigate = useNavigate();
  const clicked = useUpgradeClicked();
  const upgradePage = status?.upgradePage ?? null;
  return (
    <Box component="header" className="topbar" px="md" py="xs" data-testid="trial-header">
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
        </Group>
        <Group gap="xs" component="nav" aria-label="Free trial">
          {status && (
            <Badge size="lg" variant="white" color="dark" role="status" aria-live="polite">
              {postsLeftLabel(status)}
            </Badge>
          )}
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
            loading={logout.isPending}
            onClick={() =>
              // Signing in as a member ends the visitor's session here; the trial stays among the agency's leads.
              logout.mutate(undefined, { onSettled: () => navigate(paths.signIn(), { replace: true }) })
            }
          >
            Log in
          </Button>
          <Button variant="subtle" className="topbar-link" onClick={onDeleteData}>
            Delete my trial data
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
