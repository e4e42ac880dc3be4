import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';
import { useSession } from '../../session/useSession';
import { showsSettingsTab } from '../settings/tab-visibility';

/** "Add a card on the Billing tab", where this session has a Billing tab (not inside the platform). */
export function BillingTabLink() {
  const prefix = useEmbedPrefix();
  const session = useSession();
  if (!showsSettingsTab(session, 'billing')) return null;
  return (
    <Anchor component={Link} to={paths.settings('billing', prefix)} size="sm">
      Add a card on the Billing tab
    </Anchor>
  );
}
