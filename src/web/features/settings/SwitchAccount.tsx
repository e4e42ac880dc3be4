import { Select } from '@mantine/core';
import { useActiveLocation, useSession } from '../../session/useSession';
import { useSwitchAccount } from './useSwitchAccount';

/** The business the app works for, among those the account may use; none to choose from says so. */
export function SwitchAccount() {
  const { activeLocations } = useSession();
  const active = useActiveLocation();
  const switchTo = useSwitchAccount();
  return (
    <Select
      label="Switch Account"
      data={activeLocations.map((l) => ({ value: l.id, label: l.business_name }))}
      value={active?.id ?? null}
      onChange={switchTo}
      allowDeselect={false}
      placeholder={activeLocations.length === 0 ? 'No business yet' : 'Choose a business'}
      disabled={activeLocations.length === 0}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={150}
    />
  );
}
