import { isApiError } from '../../../api/api-error';

/**
 * Why a link cannot be used: it has expired or was used (410), or it is not a whole invitation link
 * (no token, or one cut short when copied). Null for anything else, such as a lost connection.
 */
export function unusableLink(token: string, error: unknown): 'gone' | 'broken' | null {
  if (!token || isApiError(error, 'invalid_input')) return 'broken';
  if (isApiError(error, 'invitation_expired')) return 'gone';
  return null;
}
