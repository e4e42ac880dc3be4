import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useLogout } from '../auth/mutations';

export function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      color="red"
      loading={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, { onSettled: () => navigate(paths.signIn(), { replace: true }) })
      }
    >
      Logout
    </Button>
  );
}
