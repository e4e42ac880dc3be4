import { useSearchParams } from 'react-router';
import { SETTINGS_TAB_PARAM } from '../../app/paths';
import type { SettingsTab } from './tabs';

/**
 * The open settings tab, kept in the address (?tab=balance) so a link elsewhere can open one; a tab
 * the session does not show, or none named, opens the first.
 */
export function useSettingsTab(tabs: readonly SettingsTab[]) {
  const [search, setSearch] = useSearchParams();
  const named = tabs.find((tab) => tab.id === search.get(SETTINGS_TAB_PARAM));
  const open = (id: string | null) => {
    const tab = tabs.find((candidate) => candidate.id === id);
    if (!tab) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SETTINGS_TAB_PARAM, tab.id);
        return next;
      },
      { replace: true },
    );
  };
  return { openTab: named?.id ?? tabs[0]?.id ?? null, open };
}
