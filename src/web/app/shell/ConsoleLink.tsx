import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../session/useSession';
import { useEmbedPrefix } from '../embed-prefix';
import { paths, SEGMENTS } from '../paths';

/**
 * The way into the console the user runs: an admin's agency console, or the operator's console (from
 * which the operator opens any agency's, their own included). It is marked as the page open on every
 * section of that console, not only the one it leads to.
 */
export function ConsoleLink({
  inList = false,
}: {
  /** In the phone menu's list rather than the top bar. */ inList?: boolean;
}) {
  const { role } = useSession().data;
  const prefix = useEmbedPrefix();
  const { pathname } = useLocation();
  const current = (console: 'agency' | 'admin') =>
    pathname.includes(`/${SEGMENTS.app}/${console}/`) ? 'page' : undefined;
  if (role === 'superadmin') {
    return (
      <Button
        component={Link}
        to={paths.admin('agencies', prefix)}
        aria-current={current('admin')}
        variant="subtle"
        className={inList ? undefined : 'topbar-link'}
        justify={inList ? 'flex-start' : undefined}
      >
        Admin
      </Button>
    );
  }
  if (role === 'admin') {
    return (
      <Button
        component={Link}
        to={paths.agency('brand', prefix)}
        aria-current={current('agency')}
        variant="subtle"
        className={inList ? undefined : 'topbar-link'}
        justify={inList ? 'flex-start' : undefined}
      >
        Agency
      </Button>
    );
  }
  return null;
}
