import { z } from 'zod';
import { isInstantAndId, isoDay, text } from '../common.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** A value before or after a change; secrets appear only as "••••". */
const changeValueSchema = z.record(z.string(), z.unknown()).nullable();

/** Where a page of the log ends: the last event's time and id, so events of the same instant are not skipped. */
export const AUDIT_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f-]{36}$/;

function isCursor(cursor: string): boolean {
  const [time, id] = cursor.split('~');
  return isInstantAndId(time, id);
}

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string(), role: z.string() }),
  action: z.string().describe('What was done, such as brand.colours or location.create'),
  subject: z.string().describe('What it was done to: the agency, a location id, a plan name'),
  before: changeValueSchema,
  after: changeValueSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.strictObject({
  action: text().trim().max(60).optional().describe('Only actions starting with this, such as "location"'),
  actor: text().trim().max(254).optional().describe("Part of the actor's e-mail"),
  from: isoDay('must be a date like 2026-11-01').optional(),
  to: isoDay('must be a date like 2026-11-30').optional(),
  before: z
    .string()
    .regex(AUDIT_CURSOR, 'must be the `next` of the previous page')
    .refine(isCursor, 'must be the `next` of the previous page')
    .optional()
    .describe('The `next` of the previous page'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/audit',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Every change made in the console: who, when, what, before and after; newest first',
    tags: ['agency console'],
    params: agencyParams,
    query: auditQuerySchema,
    response: z.object({
      events: z.array(auditEventSchema),
      next: z.string().nullable().describe('Pass as `before` for the next page'),
    }),
  }),
};
