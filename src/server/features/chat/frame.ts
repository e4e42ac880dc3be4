import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { locationIdSchema } from '../../../contract/ids.js';
import { escapeHtml } from '../../core/html.js';
import { agencies, locations } from '../../db/schema.js';
import { checkEmbedLink } from '../embed/signed-link.js';
import type { ChatDeps } from './deps.js';

/** Where the web app frames the agency's chat page: a page of ours that frames it in turn. */
export const CHAT_FRAME_PATH = '/chat-frame';

const frameQuerySchema = z.object({
  location_id: locationIdSchema,
  email: z.string().min(3).max(320),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
});
export type ChatFrameQuery = z.infer<typeof frameQuerySchema>;

/** The agency chat page's signed address for a link this product signed, or null for any other. */
export async function chatPageFor(
  deps: Pick<ChatDeps, 'db' | 'clock' | 'secretBox'>,
  query: ChatFrameQuery,
): Promise<URL | null> {
  const [row] = await deps.db
    .select({ links: agencies.links, embedSecretEncrypted: agencies.embedSecretEncrypted })
    .from(locations)
    .innerJoin(agencies, eq(agencies.id, locations.agencyId))
    .where(eq(locations.id, query.location_id));
  const page = row?.links.chatApp;
  if (!page || !row.embedSecretEncrypted) return null;
  const link = { email: query.email, locationId: query.location_id, exp: query.exp, sig: query.sig };
  const secret = deps.secretBox.open(row.embedSecretEncrypted);
  if (checkEmbedLink(secret, link, deps.clock().getTime()) !== 'valid') return null;
  const url = new URL(page);
  url.searchParams.set('location_id', link.locationId);
  url.searchParams.set('email', link.email);
  url.searchParams.set('exp', String(link.exp));
  url.searchParams.set('sig', link.sig);
  return url;
}

const framePage = (url: URL) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chat</title>
<style>html,body{margin:0;height:100%}iframe{display:block;width:100%;height:100%;border:0}</style>
</head><body><iframe title="Chat" src="${escapeHtml(url.toString())}" sandbox="allow-scripts allow-forms allow-same-origin allow-popups" referrerpolicy="no-referrer"></iframe></body></html>`;

/**
 * The page the web app frames for an agency's chat page. The app's own pages may frame only this
 * origin; this page, answered only for a link signed here and still valid, may frame exactly the
 * agency's chat origin and run nothing itself.
 */
export function registerChatFrame(app: FastifyInstance, deps: Pick<ChatDeps, 'db' | 'clock' | 'secretBox'>) {
  app.get(
    CHAT_FRAME_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const query = frameQuerySchema.safeParse(request.query);
      const page = query.success ? await chatPageFor(deps, query.data) : null;
      if (!page) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><title>Chat</title><p>This chat link is not valid any more. Open the chat app again.</p>',
          );
      }
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; frame-src ${page.origin}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
        )
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(framePage(page));
    },
  );
}
