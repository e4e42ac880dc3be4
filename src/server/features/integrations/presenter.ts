import type { Integrations, Publication, SocialAccount } from '../../../contract/integrations.js';
import { htmlToText } from '../posts/sanitise.js';
import type { AccountRow } from './accounts-repository.js';
import type { PublicationView } from './publications-repository.js';

/** An account as the screens show it: never its token. */
export const presentAccount = (row: AccountRow): SocialAccount => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  enabled: row.enabled,
  status: row.needsReconnect ? 'reconnect' : 'active',
});

export const presentIntegrations = (
  configured: boolean,
  accounts: readonly AccountRow[],
  highLevelConnected: boolean,
): Integrations => ({
  highLevel: { connected: highLevelConnected },
  facebook: { configured, accounts: accounts.map(presentAccount) },
});

const EXCERPT_LENGTH = 140;

export function presentPublication({ publication, account, post }: PublicationView): Publication {
  const text = htmlToText(post.html);
  return {
    id: publication.id,
    postId: publication.postId,
    account,
    at: (publication.publishedAt ?? publication.scheduledAt).toISOString(),
    status: publication.status,
    permalink: publication.permalink,
    error: publication.error,
    eventTitle: post.eventTitle,
    eventDate: post.eventDate,
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text,
  };
}
