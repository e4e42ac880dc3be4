import { AppError } from '../../../core/errors.js';
import { isAllowedHost, isInternalAddress, literalAddressOf } from './addresses.js';

/**
 * The provider's address as stored: none, or the given one without trailing slashes. Unless the
 * operator allows its host (AGENCY_AI_HTTP_HOSTS), plain http is refused, since the key travels with
 * every call, and so is an internal address written out. Host names are checked again on every
 * connection (ai-fetch.ts), where what they resolve to is known.
 */
export function providerBaseUrl(given: string | undefined, allowedHosts: readonly string[]): string | null {
  if (!given) return null;
  const url = new URL(given);
  if (!isAllowedHost(url, allowedHosts)) {
    if (url.protocol === 'http:') throw AppError.invalid('baseUrl', 'must be an https:// address');
    const literal = literalAddressOf(url);
    if (literal !== null && isInternalAddress(literal)) {
      throw AppError.invalid('baseUrl', 'must be a public address');
    }
  }
  return given.replace(/\/+$/, '');
}
