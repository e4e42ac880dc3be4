import { Box, NativeSelect, NavLink } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { AGENCY_SECTIONS } from '../../app/paths';
import { useConsolePath } from './console-path';
import { CONSOLE_SECTIONS } from './sections';

/**
 * The console's sections, the open one marked as the current page. On a phone they are one select
 * above the section rather than a list of thirteen that pushes it off the screen.
 */
export function ConsoleNav() {
  const consolePath = useConsolePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isOpen = (section: string) => pathname.endsWith(`/agency/${section}`);
  const open = AGENCY_SECTIONS.find(isOpen);
  return (
    <>
      <NativeSelect
        hiddenFrom="sm"
        label="Section"
        value={open ?? ''}
        data={[
          ...(open ? [] : [{ value: '', label: 'Choose a section' }]),
          ...AGENCY_SECTIONS.map((section) => ({ value: section, label: CONSOLE_SECTIONS[section].label })),
        ]}
        onChange={(event) => {
          const chosen = AGENCY_SECTIONS.find((section) => section === event.currentTarget.value);
          if (chosen) navigate(consolePath(chosen));
        }}
      />
      <Box component="nav" aria-label="Agency console" visibleFrom="sm">
        {AGENCY_SECTIONS.map((section) => (
          <NavLink
            key={section}
            component={Link}
            to={consolePath(section)}
            label={CONSOLE_SECTIONS[section].label}
            active={isOpen(section)}
            aria-current={isOpen(section) ? 'page' : undefined}
          />
        ))}
      </Box>
    </>
  );
}
