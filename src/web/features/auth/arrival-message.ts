/** The reason another screen sent the visitor to sign in (an embedded link that did not work), if any. */
export function arrivalMessage(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string'
    ? state.error
    : null;
}
