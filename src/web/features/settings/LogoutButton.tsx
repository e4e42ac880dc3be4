import { Button } from '@mantine/core';
import { useLogout } from '../auth/mutations';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" color="red" loading={logout.isPending} onClick={() => logout.mutate()}>
      Logout
    </Button>
  );
}
