import { z } from 'zod';
import { agencyIdSchema } from '../ids.js';

/** Every console route names the agency it works on: an admin's own, or any for the operator. */
export const agencyParams = z.strictObject({ agencyId: agencyIdSchema });

/** The roles the agency console is for; a superadmin passes every role list. */
export const CONSOLE_ACCESS = ['admin'] as const;

/** A secure page address an agency points its clients to. */
export const httpsUrl = () =>
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/, message: 'must be an https:// address' }));
