import { z } from 'zod';
import { sessionUserSchema } from './auth.js';
import { emailSchema } from './common.js';

export const updateProfileSchema = z.strictObject({
  _id: z.uuid({ message: 'must be a user id' }),
  userName: z.string().trim().min(1, 'is required').max(100),
  email: emailSchema,
  contactNumber: z.string().trim().max(40).optional(),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .strictObject({
    _id: z.uuid({ message: 'must be a user id' }),
    old_password: z.string().min(1, 'is required').max(200),
    new_password: z.string().min(8, 'must be at least 8 characters').max(200),
    c_new_password: z.string().max(200),
  })
  .refine((body) => body.new_password === body.c_new_password, {
    path: ['c_new_password'],
    message: 'Password not confirmed!',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const userResponseSchema = z.object({ data: sessionUserSchema });
