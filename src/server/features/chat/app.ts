import { eq } from 'drizzle-orm';
import type { ChatApp } from '../../../contract/chat.js';
import type { Principal } from '../../core/principal.js';
import { agencies } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';
import { MAX_LINK_LIFETIME_SECONDS, signEmbedLink } from '../embed/signed-link.js';
import type { ChatDeps } from './deps.js';
import { CHAT_FRAME_PATH } from './frame.js';

/**
 * The agency's own chat page, where it set one up and can sign for it, through the product's frame
 * page, with the user and location signed with its embed secret (the scheme of embedded sign-in) so
 * the chat page can trust them; else the product's assistant.
 */
export async function chatAppFor(
  deps: ChatDeps,
  scope: LocationScope,
  principal: Principal,
): Promise<ChatApp> {
  const [agency] = await deps.db
    .select({ links: agencies.links, embedSecretEncrypted: agencies.embedSecretEncrypted })
    .from(agencies)
    .where(eq(agencies.id, scope.agencyId));
  const page = agency?.links.chatApp;
  if (page && agency.embedSecretEncrypted) {
    const exp = Math.floor(deps.clock().getTime() / 1000) + MAX_LINK_LIFETIME_SECONDS;
    const secret = deps.secretBox.open(agency.embedSecretEncrypted);
    const frame = new URLSearchParams({
      location_id: scope.locationId,
      email: principal.email,
      exp: String(exp),
      sig: signEmbedLink(secret, principal.email, scope.locationId, exp),
    });
    return { kind: 'frame', url: `${CHAT_FRAME_PATH}?${frame}`, origin: new URL(page).origin };
  }
  const engine = await deps.textEngines.textEngine(scope);
  return { kind: 'assistant', engine: engine.kind === 'builtin' ? 'builtin' : 'provider' };
}
