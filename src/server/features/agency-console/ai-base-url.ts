import { AppError } from '../../core/errors.js';

/**
 * The provider's address as stored: none, or the given one without trailing slashes. Plain http is
 * refused unless the operator allows its host (AGENCY_AI_HTTP_HOSTS), since the key travels with every
 * call.
 */
export function providerBaseUrl(given: string | undefined, plainHttpHosts: readonly string[]): string | null {
  if (!given) return null;
  const url = new URL(given);
  if (url.protocol === 'http:') {
    const allowed = [url.hostname, `${url.hostname}:${url.port || '80'}`].some((host) =>
      plainHttpHosts.includes(host),
    );
    if (!allowed) throw AppError.invalid('baseUrl', 'must be an https:// address');
  }
  return given.replace(/\/+$/, '');
}
