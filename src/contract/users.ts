import { z } from 'zod';
import { sessionUserSchema } from './auth.js';
import { emailSchema, okSchema, phoneNumberSchema, text } from './common.js';
import { userIdSchema } from './ids.js';
import { newPasswordSchema, PASSWORD_NOT_CONFIRMED, PASSWORDS_DIFFER } from './passwords.js';
import { defineRoute } from './route.js';

// Every form that sets a password takes the rule from here or from passwords.ts.
export { newPasswordSchema, PASSWORDS_DIFFER };

const userNameSchema = text().trim().min(1, 'is required').max(100);
const contactNumberSchema = phoneNumberSchema();
const currentPasswordSchema = text().min(1, 'is required').max(200);

export const profileSchema = z.strictObject({
  userName: userNameSchema,
  email: emailSchema,
  contactNumber: contactNumberSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** One's own profile: a new e-mail also asks for the current password. */
export const ownProfileSchema = profileSchema.extend({ currentPassword: text().max(200).optional() });
export type OwnProfileInput = z.infer<typeof ownProfileSchema>;

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: text().max(200),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const userResponseSchema = z.object({ data: sessionUserSchema });

/** A new e-mail waits for its owner: the answer is the same whether or not the address is in use. */
export const emailChangeSchema = z.object({
  sentTo: z.string(),
  link: z
    .string()
    .nullable()
    .describe('The confirmation link, shown here only when the server has no e-mail set up to send it'),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const profileResponseSchema = z.object({
  data: sessionUserSchema,
  emailChange: emailChangeSchema.nullable(),
});

/** The web page a confirmation link opens, with `?token=`; the e-mail's link and the web's router share it. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

export const emailConfirmationSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of a confirmation link'),
});

export const usersRoutes = {
  updateMe: defineRoute({
    method: 'PATCH',
    path: '/me',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "Update one's own profile: user name, e-mail (with the current password), contact number",
    tags: ['users'],
    body: ownProfileSchema,
    response: profileResponseSchema,
  }),
  changeMyPassword: defineRoute({
    method: 'PUT',
    path: '/me/password',
    access: 'signed-in',
    scope: { agency: 'principal' },
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
    response: profileResponseSchema,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/email-changes/confirm',
    access: 'public',
    summary: 'Confirm a new e-mail address with the link sent to it',
    tags: ['users'],
    body: emailConfirmationSchema,
    response: z.object({ email: z.string() }),
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
