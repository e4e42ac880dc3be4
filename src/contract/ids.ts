import { z } from 'zod';

/** A location id: exactly 20 letters or digits, as the marketing platform makes them. */
export const locationIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'must be exactly 20 letters or digits');

export const userIdSchema = z.uuid({ message: 'must be a user id' });
export const planIdSchema = z.uuid({ message: 'must be a plan id' });
export const postIdSchema = z.uuid({ message: 'must be a post id' });
export const agencyIdSchema = z.uuid({ message: 'must be an agency id' });
