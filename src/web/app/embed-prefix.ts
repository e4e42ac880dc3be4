import { useParams } from 'react-router';
import { locationIdSchema } from '../../contract/ids';
import { type AppPage, type EmbedPrefix, paths } from './paths';

// Any address without spaces, as the embedding platforms pass it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The /{email}/{locationId} prefix only counts when both parts are valid; otherwise it is an unknown path. */
export function embedPrefixOf(
  email: string | undefined,
  locationId: string | undefined,
): EmbedPrefix | undefined {
  if (!email || !locationId) return undefined;
  if (!EMAIL.test(email) || !locationIdSchema.safeParse(locationId).success) return undefined;
  return { email, locationId };
}

/** The embed prefix the current URL carries, if any. */
export function useEmbedPrefix(): EmbedPrefix | undefined {
  const { email, locationId } = useParams();
  return embedPrefixOf(email, locationId);
}

/** Builds in-app links that keep the embed prefix. */
export function useAppPath(): (page: AppPage) => string {
  const prefix = useEmbedPrefix();
  return (page) => paths.app(page, prefix);
}
