import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';
import { LocalMediaFiles } from '../infra/media-files.js';
import { MEDIA_TYPES, MEDIA_URL_PREFIX, MediaStore } from '../infra/media-store.js';

/** Stored files never change: their names are fresh for every file. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored pictures and logos at /media/: from the folder with sendfile, or from the shared bucket
 * through this instance, so an address saved before a move to a bucket, or an agency's logo address,
 * keeps working everywhere.
 */
export async function registerMediaRoute(app: FastifyInstance, media: MediaStore): Promise<void> {
  await app.register(async (pictures) => {
    // Pictures are meant to be shared and embedded, on the agency's platform too; the security
    // headers' same-origin default would stop that.
    pictures.addHook('onSend', async (_request, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // An agency's SVG logo opened on its own is a document: it may draw, never run script or load anything.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    });
    if (media.files instanceof LocalMediaFiles) {
      await mkdir(media.files.root, { recursive: true });
      await pictures.register(fastifyStatic, {
        root: media.files.root,
        prefix: MEDIA_URL_PREFIX,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader('cache-control', IMMUTABLE);
        },
      });
      return;
    }
    pictures.get(`${MEDIA_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.slice(MEDIA_URL_PREFIX.length).split('?')[0] ?? '';
      const bytes = MediaStore.isStoredPath(path) ? await media.read(path) : null;
      if (!bytes) throw AppError.notFound('File');
      const extension = path.slice(path.lastIndexOf('.') + 1);
      return reply
        .header('cache-control', IMMUTABLE)
        .type(MEDIA_TYPES[extension] ?? 'application/octet-stream')
        .send(Buffer.from(bytes));
    });
  });
}
