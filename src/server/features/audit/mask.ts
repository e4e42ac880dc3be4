/** Field names whose values are secret wherever they appear in a change. */
const SECRET_FIELD = /secret|password|token|key/i;

export const MASK = '••••';

type Snapshot = Record<string, unknown>;

/**
 * A copy of a value fit for the audit log: every secret field, at any depth and inside lists too, shown
 * as "••••" when it has a value, so the log says a secret changed without ever holding it.
 */
export function maskSecrets(value: Snapshot): Snapshot {
  const masked: Snapshot = {};
  for (const [name, field] of Object.entries(value)) {
    masked[name] =
      SECRET_FIELD.test(name) && field !== null && field !== undefined ? MASK : maskWithin(field);
  }
  return masked;
}

function maskWithin(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskWithin);
  if (isSnapshot(value)) return maskSecrets(value);
  return value;
}

function isSnapshot(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
