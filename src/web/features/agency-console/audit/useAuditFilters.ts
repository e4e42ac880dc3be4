import { useState } from 'react';
import { useTypedSearch } from '../../../ui/useTypedSearch';
import type { AuditFilter } from './queries';

/** The filters as typed, and as sent: empty boxes are left out. */
export function useAuditFilters() {
  const [action, setAction] = useState<string | null>(null);
  const { typed: actor, setTyped: setActor, searched: typedActor } = useTypedSearch();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
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
