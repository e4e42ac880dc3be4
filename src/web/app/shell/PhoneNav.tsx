import { Burger, Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { useAppPath } from '../embed-prefix';
import { ConsoleLink } from './ConsoleLink';
import { useAppLinks } from './useAppLinks';

/**
 * The main navigation on a phone, where the top bar has no room for it: a menu button that opens it as
 * a list, the plan's apps included. Choosing a page closes it.
 */
export function PhoneNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const appPath = useAppPath();
  const { links, apps } = useAppLinks();
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={opened ? 'Close the menu' : 'Open the menu'}
        aria-expanded={opened}
        color="var(--brand-topbar-text, #fff)"
        size="sm"
      />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title="Menu">
        {/* Every control in the list leads to a page: any click in it is a choice made. */}
        <Stack component="nav" aria-label="Main" gap={4} onClick={close} className="phone-nav">
          <Button component={NavLink} to={appPath('home')} variant="subtle" justify="flex-start">
            Home
          </Button>
          <Button component={NavLink} to={appPath('dashboard')} variant="subtle" justify="flex-start">
            Dashboard
          </Button>
          {links.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} variant="subtle" justify="flex-start">
              {link.label}
            </Button>
          ))}
          {apps.isError && (
            <Text size="sm" c="dimmed" px="md">
              Your apps could not be loaded.
            </Text>
          )}
          <ConsoleLink inList />
          <Button component={NavLink} to={appPath('settings')} variant="subtle" justify="flex-start">
            Settings
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
