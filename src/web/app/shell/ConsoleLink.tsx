import { Button } from '@mantine/core';
import { NavLink } from 'react-router';
import { useSession } from '../../session/useSession';
import { useEmbedPrefix } from '../embed-prefix';
import { paths } from '../paths';

/**
 * The way into the console the user runs: an admin's agency console, or the operator's console (from
 * which the operator opens any agency's, their own included).
 */
export function ConsoleLink() {
  const { role } = useSession().data;
  const prefix = useEmbedPrefix();
  if (role === 'superadmin') {
    return (
      <Button
        component={NavLink}
        to={paths.admin('agencies', prefix)}
        variant="subtle"
        className="topbar-link"
      >
        Admin
      </Button>
    );
  }
  if (role === 'admin') {
    return (
      <Button component={NavLink} to={paths.agency('brand', prefix)} variant="subtle" className="topbar-link">
        Agency
      </Button>
    );
  }
  return null;
}
