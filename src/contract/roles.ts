import { z } from 'zod';

export const ROLES = ['agency', 'admin', 'superadmin', 'pos', 'demo_user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USER_TYPES = ['agency_user', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** How a session began: the sign-in form, an embedded link or platform sign-on, or the free-trial form. */
export const SESSION_ORIGINS = ['password', 'embed', 'trial'] as const;
export type SessionOrigin = (typeof SESSION_ORIGINS)[number];
