import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_AREAS } from './action-labels';
import type { AuditFilters as Filters } from './useAuditFilters';

/** Narrows the log by area, by who did it, and by the days it happened on. */
export function AuditFilters({ values, set }: Pick<Filters, 'values' | 'set'>) {
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label="Area"
        placeholder="Every area"
        clearable
        data={AUDIT_AREAS}
        value={values.action}
        onChange={set.action}
        w={180}
      />
      <TextInput
        label="Done by"
        placeholder="Part of an e-mail"
        value={values.actor}
        onChange={(event) => set.actor(event.currentTarget.value)}
        w={240}
      />
      <TextInput
        type="date"
        label="From"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set.from(event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={values.to}
        min={values.from || undefined}
        error={values.from && values.to && values.to < values.from ? 'This date is before From.' : undefined}
        onChange={(event) => set.to(event.currentTarget.value)}
        w={170}
      />
    </Group>
  );
}
