import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { useSession } from '../../session/useSession';

/**
 * Above the calendar of an account with no business to write for (the operator, an agency's admin
 * before its first location, a member given none): the days can be browsed, and this says where
 * posts are written instead of leaving every card's button greyed out.
 */
export function NoBusinessNotice() {
  const { role } = useSession().data;
  const prefix = useEmbedPrefix();
  const way =
    role === 'superadmin'
      ? { to: paths.admin('agencies', prefix), label: 'Open an agency from the operator console' }
      : role === 'admin'
        ? { to: paths.agency('locations', prefix), label: 'Add a location in the agency console' }
        : null;
  return (
    <Alert color="gray" title="Your account has no business yet">
      <Text size="sm">
        You can browse the calendar; posts are written for a business.{' '}
        {way ? (
          <>
            <Anchor component={Link} to={way.to} size="sm">
              {way.label}
            </Anchor>{' '}
            to write posts for one.
          </>
        ) : (
          'Ask your agency to give you access to a business.'
        )}
      </Text>
    </Alert>
  );
}
