/** Field names whose values are secret wherever they appear in a change. */
const SECRET_FIELD = /secret|password|token|key/i;

export const MASK = '••••';

type Snapshot = Record<string, unknown>;

/**
 * A copy of a value fit for the audit log: every secret field, at any depth, shown as "••••" when it
 * has a value, so the log says a secret changed without ever holding it.
 */
export function maskSecrets(value: Snapshot): Snapshot {
  const masked: Snapshot = {};
  for (const [name, field] of Object.entries(value)) {
    if (SECRET_FIELD.test(name)) masked[name] = field === null || field === undefined ? field : MASK;
    else if (isSnapshot(field)) masked[name] = maskSecrets(field);
    else masked[name] = field;
  }
  return masked;
}

function isSnapshot(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
