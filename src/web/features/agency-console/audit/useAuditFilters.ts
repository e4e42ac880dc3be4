import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { AuditFilter } from './queries';

/** The e-mail box waits for a pause in typing before the log is asked again. */
const TYPING_PAUSE_MS = 300;

/** The filters as typed, and as sent: empty boxes are left out. */
export function useAuditFilters() {
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typedActor] = useDebouncedValue(actor.trim(), TYPING_PAUSE_MS);
  const filter: AuditFilter = {
    action: action ?? undefined,
    actor: typedActor || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  return {
    values: { action, actor, from, to },
    set: { action: setAction, actor: setActor, from: setFrom, to: setTo },
    filter,
    filtered: Object.values(filter).some((value) => value !== undefined),
  };
}

export type AuditFilters = ReturnType<typeof useAuditFilters>;
