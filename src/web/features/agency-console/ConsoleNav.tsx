import { Box, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AGENCY_SECTIONS } from '../../app/paths';
import { useConsolePath } from './console-path';
import { CONSOLE_SECTIONS } from './sections';

/** The console's sections, the open one marked as the current page. */
export function ConsoleNav() {
  const consolePath = useConsolePath();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Agency console">
      {AGENCY_SECTIONS.map((section) => {
        const current = pathname.endsWith(`/agency/${section}`);
        return (
          <NavLink
            key={section}
            component={Link}
            to={consolePath(section)}
            label={CONSOLE_SECTIONS[section].label}
            active={current}
            aria-current={current ? 'page' : undefined}
          />
        );
      })}
    </Box>
  );
}
