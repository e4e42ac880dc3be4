import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a session: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex, so a copy of the database opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
