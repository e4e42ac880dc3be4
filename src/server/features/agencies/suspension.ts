import { AppError } from '../../core/errors.js';

/** What a suspended agency's users are told wherever they try to get in. */
export const agencySuspended = () =>
  AppError.of('agency_suspended', "Your agency's account is suspended. Please contact your agency.");

/** Refuses entry (sign-in, a session, an invitation, a password reset) to a suspended agency's users. */
export function refuseIfSuspended(agency: { suspendedAt: Date | null }): void {
  if (agency.suspendedAt !== null) throw agencySuspended();
}
