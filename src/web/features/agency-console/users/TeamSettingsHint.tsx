import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../../../app/embed-prefix';
import { paths } from '../../../app/paths';
import { useSession } from '../../../session/useSession';
import { useConsoleAgencyId } from '../agency-id';

/**
 * Where members are invited and changed: Settings → Team, which works on the signed-in user's own
 * agency, so the pointer shows only there.
 */
export function TeamSettingsHint() {
  const prefix = useEmbedPrefix();
  const agencyId = useConsoleAgencyId();
  const own = useSession().data.agency_id;
  if (agencyId !== own) return null;
  return (
    <Text size="sm" c="dimmed">
      To invite someone or change a member's role and locations, go to{' '}
      <Anchor component={Link} to={paths.settings('team', prefix)}>
        Settings → Team
      </Anchor>
      .
    </Text>
  );
}
