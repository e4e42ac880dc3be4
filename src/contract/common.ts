import { z } from 'zod';

/** Every error the API returns has this shape. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional().describe('The input field at fault, for 400 responses'),
});
export type ApiError = z.infer<typeof errorSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'must be a valid e-mail address' }));

/** A location id: exactly 20 letters or digits. */
export const locationIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'must be exactly 20 letters or digits');
