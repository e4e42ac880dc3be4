import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../app/embed-prefix';
import { paths } from '../app/paths';
import { useSession } from '../session/useSession';

interface Props {
  /** What the page does for a business, and what it still shows without one. */
  children: string;
}

/**
 * Where a page works for a business and the account has none (the operator, an agency's admin before its
 * first location, a member given none): says so, and where businesses are, by the person's role. A status,
 * not an alert: it is the page's lasting state, read once, not an interruption.
 */
export function NoBusinessNotice({ children }: Props) {
  const { role } = useSession().data;
  const prefix = useEmbedPrefix();
  const way =
    role === 'admin'
      ? { to: paths.agency('locations', prefix), label: 'Add a location in the agency console' }
      : null;
  return (
    <Alert variant="light" role="status" title="Your account has no business yet">
      <Text size="sm">
        {children}{' '}
        {role === 'superadmin' ? (
          // The operator's own agency has no clients: the businesses are the agencies', in their consoles.
          <>
            Businesses belong to the agencies:{' '}
            <Anchor component={Link} to={paths.admin('agencies', prefix)} size="sm">
              the operator console
            </Anchor>{' '}
            opens each agency's console, with its locations.
          </>
        ) : way ? (
          <>
            <Anchor component={Link} to={way.to} size="sm">
              {way.label}
            </Anchor>{' '}
            first.
          </>
        ) : (
          'Ask your agency to give you access to a business.'
        )}
      </Text>
    </Alert>
  );
}
