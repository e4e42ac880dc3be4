/** The reason another screen sent the visitor to sign in (an embedded link that did not work), if any. */
export function arrivalMessage(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string'
    ? state.error
    : null;
}

/** What the reset page hands the sign-in screen: the password of this e-mail changed. */
export function passwordResetArrival(email: string) {
  return { passwordResetFor: email };
}

/** The e-mail whose password was just reset, when the sign-in screen was opened after that. */
export function passwordResetFor(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'passwordResetFor' in state &&
    typeof state.passwordResetFor === 'string'
    ? state.passwordResetFor
    : null;
}
