import { useParams } from 'react-router';

const LOCATION_ID = /^[A-Za-z0-9]{20}$/;
// Any address without spaces, as the embedding platforms pass it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmbedPrefix(email: string | undefined, locationId: string | undefined): boolean {
  return !!email && !!locationId && EMAIL.test(email) && LOCATION_ID.test(locationId);
}

/** '/{email}/{locationId}' while the URL carries that prefix, else ''. */
export function usePrefix(): string {
  const { email, locationId } = useParams();
  return isValidEmbedPrefix(email, locationId) && email && locationId ? `/${email}/${locationId}` : '';
}

/** Builds in-app links that keep the embed prefix. */
export function useAppPath(): (path: string) => string {
  const prefix = usePrefix();
  return (path) => `${prefix}/app${path.startsWith('/') ? path : `/${path}`}`;
}
