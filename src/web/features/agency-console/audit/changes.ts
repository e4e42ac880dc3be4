type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as the log shows it; secrets arrive already masked ("••••") and are shown as they come. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields a change touched, each with its value before and after; a new or deleted thing shows all. */
export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].flatMap((field) => {
    const was = shownValue(before?.[field]);
    const is = shownValue(after?.[field]);
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}
