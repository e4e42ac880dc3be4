import { z } from 'zod';

/**
 * An agency's public name on the shared host: the address of its free trial (/trial/{slug}) and of its
 * clients' sign-in link (/auth/sign-in?agency={slug}). Chosen from its name, changed in its console.
 */
export const trialSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'must be at least 3 characters')
  .max(60, 'must be at most 60 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'may use only letters, digits and single dashes between them');
