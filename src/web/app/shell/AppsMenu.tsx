import { Button, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { planAppsQuery } from '../../features/plans/queries';
import { useActiveLocation } from '../../session/useSession';
import { useAppPath } from '../embed-prefix';

/** Opens on hover, and on click or keyboard; lists only the apps the plan includes. */
export function AppsMenu() {
  const location = useActiveLocation();
  const apps = useQuery(planAppsQuery(location?.plan_id));
  const appPath = useAppPath();
  const list = apps.data?.apps ?? [];
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" className="topbar-link" rightSection={<span aria-hidden>▾</span>}>
          Apps
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={150} style={{ overflowY: 'auto' }}>
        {list.includes('calendar') && (
          <Menu.Item component={Link} to={appPath('calendar')}>
            Social Calendar
          </Menu.Item>
        )}
        {list.includes('social') && (
          <Menu.Item component={Link} to={appPath('chatapp')}>
            Chat App
          </Menu.Item>
        )}
        {apps.isError && (
          <Menu.Item closeMenuOnClick={false} onClick={() => void apps.refetch()}>
            Could not load your apps. Try again
          </Menu.Item>
        )}
        {apps.isLoading && <Menu.Item disabled>Loading…</Menu.Item>}
        {!apps.isLoading && !apps.isError && !list.includes('calendar') && !list.includes('social') && (
          <Menu.Item disabled>No apps in your plan</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
