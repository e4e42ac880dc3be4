import { AppError } from '../../core/errors.js';

/**
 * What a suspended agency's users are told wherever they try to get in: its clients, to ask their agency; its
 * admins, who are the agency, to ask the service's operator.
 */
export const agencySuspended = (role?: string) =>
  AppError.of(
    'agency_suspended',
    role === 'admin'
      ? "Your agency's account is suspended. Please contact the service's operator to restore it."
      : "Your agency's account is suspended. Please contact your agency.",
  );

/** Refuses entry (sign-in, a session, an invitation, a password reset) to a suspended agency's users. */
export function refuseIfSuspended(agency: { suspendedAt: Date | null }, role?: string): void {
  if (agency.suspendedAt !== null) throw agencySuspended(role);
}
