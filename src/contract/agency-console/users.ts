import { z } from 'zod';
import { okSchema, text } from '../common.js';
import { defineRoute } from '../route.js';
import { invitationIdSchema, inviteSchema, sentInvitationSchema, teamSchema } from '../team.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

const invitationParams = agencyParams.extend({ invitationId: invitationIdSchema });

export const consoleUsersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/users',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's users across all its locations, and its pending invitations",
    tags: ['agency console'],
    params: agencyParams,
    query: z.strictObject({ search: text().trim().max(100).optional() }),
    response: teamSchema,
  }),
  // The operator works on an agency that is not theirs: its team is invited, and its invitations resent and
  // revoked, from here.
  invite: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/invitations',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary:
      "Invite someone to the agency, its first admin included; the plan's user limit counts members and pending invitations",
    tags: ['agency console'],
    params: agencyParams,
    body: inviteSchema,
    response: sentInvitationSchema,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/invitations/:invitationId/resend',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Send one of the agency's invitations again with a new link; the old link stops working",
    tags: ['agency console'],
    params: invitationParams,
    response: sentInvitationSchema,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/invitations/:invitationId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Withdraw one of the agency's invitations",
    tags: ['agency console'],
    params: invitationParams,
    response: okSchema,
  }),
};
