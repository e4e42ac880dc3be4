import { Select } from '@mantine/core';
import { useActiveLocation, useSession } from '../../session/useSession';
import { useSwitchAccount } from './useSwitchAccount';

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
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={150}
    />
  );
}
