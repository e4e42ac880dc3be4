import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useActiveLocation, useSession } from '../../session/useSession';
import { TopBarLogo } from '../../ui/TopBarLogo';
import { useAppPath } from '../embed-prefix';
import { AppsMenu } from './AppsMenu';
import { ConsoleLink } from './ConsoleLink';
import { PhoneNav } from './PhoneNav';

export function TopBar() {
  const { agency } = useSession();
  const location = useActiveLocation();
  const appPath = useAppPath();
  return (
    <Box component="header" className="topbar" px="md" py="xs" data-testid="topbar">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <NavLink to={appPath('home')} aria-label={`${agency.name} home`} className="topbar-brand">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <TopBarLogo name={agency.name} logo={agency.customisation.logo} />
              <Text className="topbar-name" fw={700} truncate="end" aria-hidden>
                {agency.name}
              </Text>
            </Group>
          </NavLink>
          {location && (
            // On a phone the business goes under the agency's name, where the bar has room for it.
            <Text className="topbar-business-phone" size="xs" truncate="end" hiddenFrom="sm">
              {location.business_name}
            </Text>
          )}
        </Stack>
        {location && (
          // The business every screen works for, so an agency's user who switches accounts knows where they are.
          <Text
            className="topbar-business"
            size="sm"
            truncate="end"
            visibleFrom="sm"
            data-testid="active-business"
          >
            {location.business_name}
          </Text>
        )}
        <Group component="nav" gap="xs" aria-label="Main" visibleFrom="sm" wrap="nowrap">
          <Button component={NavLink} to={appPath('home')} variant="subtle" className="topbar-link">
            Home
          </Button>
          <Button component={NavLink} to={appPath('dashboard')} variant="subtle" className="topbar-link">
            Dashboard
          </Button>
          <AppsMenu />
          <ConsoleLink />
          <Button component={NavLink} to={appPath('settings')}>
            Settings
          </Button>
        </Group>
        <Box hiddenFrom="sm">
          <PhoneNav />
        </Box>
      </Group>
    </Box>
  );
}
