import type { Team } from '../../../contract/team';

type Seats = Team['seats'];

/** "3 of 5 seats used", or nothing when the agency's plan sets no limit. */
export const seatsLine = ({ used, limit }: Seats): string | null =>
  limit === null ? null : `${used} of ${limit} seats used, pending invitations included`;

/** Every seat is taken by a member or a pending invitation: the server will refuse another invitation. */
export const seatsFull = ({ used, limit }: Seats): boolean => limit !== null && used >= limit;

/** Why no one can be invited now, said before the form is filled in. */
export const seatsFullReason = (limit: number | null) =>
  `Your plan allows ${limit === 1 ? '1 user' : `${limit} users`}, pending invitations included. Remove a member or revoke an invitation to invite someone else.`;
