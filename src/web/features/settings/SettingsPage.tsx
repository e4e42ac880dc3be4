import { Button, Grid, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePrefix } from '../../lib/app-paths';
import { setActiveLocation, useSession } from '../../session/store';
import { useLogout } from '../auth/queries';
import { CompanyTab } from './CompanyTab';
import { ProfileTab } from './ProfileTab';

const ALL_TABS = ['Profile', 'Team', 'Billing', 'Company', 'Integrations', 'Balance'] as const;
type Tab = (typeof ALL_TABS)[number];
/** A user arriving from the marketing platform manages everything else there. */
const PLATFORM_USER_TABS: readonly Tab[] = ['Integrations', 'Balance'];

function LaterTab({ name }: { name: Tab }) {
  return (
    <Paper p="lg" withBorder>
      <Title order={3}>{name}</Title>
      <Text c="dimmed" mt="sm">
        {name} settings are not available for your account yet.
      </Text>
    </Paper>
  );
}

export function SettingsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const prefix = usePrefix();
  const logout = useLogout();
  if (!session) return null;
  const platformUser = session.user.ghl;
  const tabs = platformUser ? PLATFORM_USER_TABS : ALL_TABS;

  const switchTo = (locationId: string | null) => {
    if (!locationId) return;
    setActiveLocation(locationId);
    const base = prefix ? `/${session.user.email}/${locationId}` : '';
    navigate(`${base}/app/home`);
  };

  return (
    <Tabs defaultValue={tabs[0]} orientation="vertical" variant="pills" keepMounted={false}>
      <Grid w="100%">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Stack>
            <Title order={2}>Settings</Title>
            <Tabs.List aria-label="Settings">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tab}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {!platformUser && (
              <Select
                label="Switch Account"
                data={session.locations.map((l) => ({ value: l.id, label: l.business_name }))}
                value={session.activeLocationId}
                onChange={switchTo}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                maxDropdownHeight={150}
              />
            )}
            <Button
              variant="outline"
              color="red"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => navigate('/auth/sign-in', { replace: true }) })
              }
            >
              Logout
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              {tab === 'Profile' ? (
                <ProfileTab session={session} />
              ) : tab === 'Company' ? (
                <CompanyTab />
              ) : (
                <LaterTab name={tab} />
              )}
            </Tabs.Panel>
          ))}
        </Grid.Col>
      </Grid>
    </Tabs>
  );
}
