import { z } from 'zod';
import { sessionUserSchema } from './auth.js';
import { emailSchema, okSchema, text } from './common.js';
import { userIdSchema } from './ids.js';
import { defineRoute } from './route.js';

const userNameSchema = text().trim().min(1, 'is required').max(100);
const contactNumberSchema = text().trim().max(40);
export const newPasswordSchema = text().min(8, 'must be at least 8 characters').max(200);
const currentPasswordSchema = text().min(1, 'is required').max(200);
export const PASSWORD_NOT_CONFIRMED = 'Password not confirmed!';

export const profileSchema = z.strictObject({
  userName: userNameSchema,
  email: emailSchema,
  contactNumber: contactNumberSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: text().max(200),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_NOT_CONFIRMED,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const userResponseSchema = z.object({ data: sessionUserSchema });

export const usersRoutes = {
  updateMe: defineRoute({
    method: 'PATCH',
    path: '/me',
    access: 'signed-in',
    summary: "Update one's own profile: user name, e-mail, contact number",
    tags: ['users'],
    body: profileSchema,
    response: userResponseSchema,
  }),
  changeMyPassword: defineRoute({
    method: 'PUT',
    path: '/me/password',
    access: 'signed-in',
    summary: "Change one's own password; other sessions end",
    tags: ['users'],
    body: passwordChangeSchema,
    response: okSchema,
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/users/:userId',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "Update a user's profile: one's own, or as an agency admin one of the agency's users",
    tags: ['users'],
    params: z.strictObject({ userId: userIdSchema }),
    body: profileSchema,
    response: userResponseSchema,
  }),
};

/** PUT /v1/user/chatuser/update, as the earlier screens send it. */
export const legacyProfileSchema = z.strictObject({
  _id: userIdSchema,
  userName: userNameSchema,
  email: emailSchema,
  contactNumber: contactNumberSchema.optional(),
});

/** PUT /v1/user/chatuser/update/password, as the earlier screens send it. */
export const legacyPasswordChangeSchema = z
  .strictObject({
    _id: userIdSchema,
    old_password: currentPasswordSchema,
    new_password: newPasswordSchema,
    c_new_password: text().max(200),
  })
  .refine((body) => body.new_password === body.c_new_password, {
    path: ['c_new_password'],
    message: PASSWORD_NOT_CONFIRMED,
  });
