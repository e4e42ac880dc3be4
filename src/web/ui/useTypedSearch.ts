import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before a search asks the server, so each keystroke does not. */
export const TYPING_PAUSE_MS = 300;

/**
 * A search box's text as typed (for the box) and as searched (trimmed, once typing pauses, for the query).
 */
export function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [searched] = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  return { typed, setTyped, searched };
}
