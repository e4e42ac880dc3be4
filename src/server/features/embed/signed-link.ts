import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed embed link is accepted at most this far ahead, so a leaked link dies soon. */
export const MAX_LINK_LIFETIME_SECONDS = 15 * 60;

export function signEmbedLink(secret: string, email: string, locationId: string, exp: number): string {
  return createHmac('sha256', secret).update(`${email}\n${locationId}\n${exp}`).digest('base64url');
}

export type LinkCheck = 'valid' | 'expired' | 'too_far_ahead' | 'bad_signature';

export function checkEmbedLink(
  secret: string,
  link: { email: string; locationId: string; exp: number; sig: string },
  nowMs: number,
): LinkCheck {
  const nowSeconds = Math.floor(nowMs / 1000);
  const expected = Buffer.from(signEmbedLink(secret, link.email, link.locationId, link.exp));
  const given = Buffer.from(link.sig);
  // Checked before the time window, so a forged link learns nothing from the answer.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  if (link.exp <= nowSeconds) return 'expired';
  if (link.exp > nowSeconds + MAX_LINK_LIFETIME_SECONDS) return 'too_far_ahead';
  return 'valid';
}
