import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isoDay } from '../../../../contract/common';
import { TYPING_PAUSE_MS } from '../../../ui/useTypedSearch';
import { AUDIT_AREAS } from './action-labels';
import type { AuditFilter } from './queries';

/** Where each filter is kept in the address (?area=team&by=lee&from=2026-11-01), so a filtered log can be shared. */
const PARAM = { action: 'area', actor: 'by', from: 'from', to: 'to' } as const;

const DAY = isoDay('must be a date');
const dayOrEmpty = (value: string | null) => (DAY.safeParse(value).success && value ? value : '');

/**
 * The filters, kept in the address: as shown in the boxes, and as sent, with empty boxes left out. An
 * area or a date the address names wrongly is no filter. "Done by" reaches the address, and the server,
 * once typing pauses.
 */
export function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const named = search.get(PARAM.action);
  const action = AUDIT_AREAS.some((area) => area.value === named) ? named : null;
  const actor = search.get(PARAM.actor)?.trim() ?? '';
  const from = dayOrEmpty(search.get(PARAM.from));
  const to = dayOrEmpty(search.get(PARAM.to));

  const setParam = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const [typedActor, setTypedActor] = useState(actor);
  const saveActor = useDebouncedCallback(
    (typed: string) => setParam(PARAM.actor, typed.trim()),
    TYPING_PAUSE_MS,
  );
  // The address changed without the box (the console's menu, Back): the box shows what is applied.
  const [actorInAddress, setActorInAddress] = useState(actor);
  if (actor !== actorInAddress) {
    setActorInAddress(actor);
    if (actor !== typedActor.trim()) setTypedActor(actor);
  }

  const filter: AuditFilter = {
    action: action ?? undefined,
    actor: actor || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  return {
    values: { action, actor: typedActor, from, to },
    set: {
      action: (value: string | null) => setParam(PARAM.action, value),
      actor: (value: string) => {
        setTypedActor(value);
        saveActor(value);
      },
      from: (value: string) => setParam(PARAM.from, value),
      to: (value: string) => setParam(PARAM.to, value),
    },
    filter,
    filtered: Object.values(filter).some((value) => value !== undefined),
  };
}

export type AuditFilters = ReturnType<typeof useAuditFilters>;
