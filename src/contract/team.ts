import { z } from 'zod';
import { publicBrandSchema } from './agency-console/brand.js';
import { loginResponseSchema } from './auth.js';
import { emailSchema, okSchema, text } from './common.js';
import { locationIdSchema, userIdSchema } from './ids.js';
import { defineRoute } from './route.js';
import { newPasswordSchema, PASSWORDS_DIFFER } from './users.js';

/** What an invitation link shows before a password is chosen: who invites, in the agency's own look. */
export const invitationPreviewSchema = z.object({
  agency: publicBrandSchema,
  email: z.string(),
  userName: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The roles a team member can be given: a User (the API's `agency` role) or an Admin of the agency. */
export const TEAM_ROLES = ['agency', 'admin'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { message: 'must be User or Admin' });
export type TeamRole = z.infer<typeof teamRoleSchema>;
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { agency: 'User', admin: 'Admin' };

export const invitationIdSchema = z.uuid({ message: 'must be an invitation id' });
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of an invitation link');

const memberLocationSchema = z.object({ id: z.string(), business_name: z.string() });

export const teamMemberSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.string().describe('agency (User), admin or superadmin'),
  locations: z.array(memberLocationSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  locations: z.array(memberLocationSchema),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
  locations: z
    .array(memberLocationSchema)
    .describe("The locations the viewer may give a member: all of the agency's for an admin, else their own"),
  seats: z.object({
    used: z.number().int().describe('Active members and pending invitations'),
    limit: z.number().int().nullable().describe("The plan's user limit; null when the agency has no plan"),
  }),
});
export type Team = z.infer<typeof teamSchema>;

/** A User needs a location to work in; an Admin reaches every location of the agency without any. */
const hasLocationsForItsRole = (member: { role: TeamRole; locationIds: readonly string[] }) =>
  member.role === 'admin' || member.locationIds.length > 0;
const LOCATIONS_REQUIRED = { path: ['locationIds'], message: 'choose at least one location' };

export const inviteSchema = z
  .strictObject({
    userName: text().trim().min(1, 'is required').max(100),
    email: emailSchema,
    role: teamRoleSchema,
    locationIds: z.array(locationIdSchema).max(200),
  })
  .refine(hasLocationsForItsRole, LOCATIONS_REQUIRED);
export type InviteInput = z.infer<typeof inviteSchema>;

export const memberChangeSchema = z
  .strictObject({
    userName: text().trim().min(1, 'is required').max(100),
    role: teamRoleSchema,
    locationIds: z.array(locationIdSchema).max(200),
  })
  .refine(hasLocationsForItsRole, LOCATIONS_REQUIRED);
export type MemberChange = z.infer<typeof memberChangeSchema>;

/** A sent invitation; its link is shown here only when the server has no e-mail set up. */
export const sentInvitationSchema = z.object({ invitation: invitationSchema, link: z.string().nullable() });

export const acceptInvitationSchema = z
  .strictObject({ token: tokenSchema, password: newPasswordSchema, confirmPassword: text().max(200) })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** The web page an invitation link opens, with `?token=`. */
export const ACCEPT_INVITATION_PAGE = '/invitation';

export const teamRoutes = {
  team: defineRoute({
    method: 'GET',
    path: '/team',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary:
      "The team: members sharing a location with the caller (all of the agency's for an admin), invitations, seats",
    tags: ['team'],
    response: teamSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/team/invitations',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "Invite someone to the team; the plan's user limit counts members and pending invitations",
    tags: ['team'],
    body: inviteSchema,
    response: sentInvitationSchema,
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/team/invitations/:invitationId/resend',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: 'Send an invitation again with a new link; the old link stops working',
    tags: ['team'],
    params: z.strictObject({ invitationId: invitationIdSchema }),
    response: sentInvitationSchema,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/team/invitations/:invitationId',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: 'Withdraw an invitation',
    tags: ['team'],
    params: z.strictObject({ invitationId: invitationIdSchema }),
    response: okSchema,
  }),
  changeMember: defineRoute({
    method: 'PATCH',
    path: '/team/members/:userId',
    access: ['admin'],
    scope: { agency: 'principal' },
    summary: "Change a member's name, role and locations",
    tags: ['team'],
    params: z.strictObject({ userId: userIdSchema }),
    body: memberChangeSchema,
    response: teamMemberSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/team/members/:userId',
    access: ['admin'],
    scope: { agency: 'principal' },
    summary: 'Remove a member from the agency; never its last admin',
    tags: ['team'],
    params: z.strictObject({ userId: userIdSchema }),
    response: okSchema,
  }),
  invitation: defineRoute({
    method: 'POST',
    path: '/invitations/preview',
    access: 'public',
    summary:
      'What an invitation link invites to (the agency, in its own look), before its password is chosen',
    tags: ['team'],
    body: z.strictObject({ token: tokenSchema }),
    response: invitationPreviewSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/invitations/accept',
    access: 'public',
    summary: 'Accept an invitation: choose a password and sign in',
    tags: ['team'],
    body: acceptInvitationSchema,
    response: loginResponseSchema,
  }),
};
