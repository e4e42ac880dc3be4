import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useEmbedPrefix } from '../../app/embed-prefix';
import { paths } from '../../app/paths';

/** Opens Settings → Balance, where the balance an action needs is added. */
export function AddBalanceLink() {
  const prefix = useEmbedPrefix();
  return (
    <Button component={Link} to={paths.settings('balance', prefix)} size="compact-xs" color="red">
      Add Balance
    </Button>
  );
}
