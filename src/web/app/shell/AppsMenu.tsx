import { Button, Menu } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useAppLinks } from './useAppLinks';

/** Opens on hover, and on click or keyboard; lists only the apps the plan includes. */
export function AppsMenu() {
  const { links, apps } = useAppLinks();
  // On an app's page the menu that leads there is marked, as Home and Dashboard are on theirs.
  const { pathname } = useLocation();
  const onAnApp = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          className="topbar-link"
          data-current={onAnApp || undefined}
          rightSection={<span aria-hidden>▾</span>}
        >
          Apps
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={150} style={{ overflowY: 'auto' }}>
        {links.map((link) => (
          <Menu.Item key={link.to} component={NavLink} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        {apps.isError && (
          <Menu.Item closeMenuOnClick={false} onClick={() => void apps.refetch()}>
            Could not load your apps. Try again
          </Menu.Item>
        )}
        {apps.isLoading && <Menu.Item disabled>Loading…</Menu.Item>}
        {!apps.isLoading && !apps.isError && links.length === 0 && (
          <Menu.Item disabled>No apps in your plan</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
