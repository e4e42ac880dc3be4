import { z } from 'zod';

export const roleSchema = z.enum(['agency', 'admin', 'superadmin', 'pos', 'demo_user']);
export type Role = z.infer<typeof roleSchema>;

export const userTypeSchema = z.enum(['agency_user', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;
