import type { z } from 'zod';

/** A payload read with a contract schema, typed as that schema's output, or a miss when it does not match. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  payload: unknown,
): { ok: true; value: z.output<S> } | { ok: false } {
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}
