import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionListSchema } from '../../../contract/options.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import type { OptionKind } from './catalogue.js';
import { optionPreview } from './previews.js';
import { optionsOfKind } from './repository.js';

const LISTS: [string, OptionKind, string][] = [
  ['/channeloptions', 'channel', 'Platforms a post can be written for'],
  ['/toneoptions', 'tone', 'Tones a post can be rewritten in'],
  ['/translateoption', 'language', 'Languages a post can be translated into'],
  ['/imgoptions', 'image_style', 'Styles a post can be illustrated in'],
];

export const optionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const [url, kind, summary] of LISTS) {
    app.get(
      url,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['options'],
          summary,
          security: [{ token: [] }],
          response: { 200: optionListSchema },
        },
      },
      async () => optionsOfKind(ctx.db, kind),
    );
  }

  app.get(
    '/options/preview/:kind/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['options'],
        summary: "An option's preview image",
        params: z.object({
          kind: z.enum(['channel', 'tone', 'language', 'image_style']),
          file: z.string().regex(/^[a-z0-9-]+\.(svg|png)$/, 'must be a preview file name'),
        }),
      },
    },
    async (request, reply) => {
      const preview = await optionPreview(request.params.kind, request.params.file);
      if (!preview) throw notFound('Preview');
      return reply.type(preview.type).header('cache-control', 'public, max-age=86400').send(preview.body);
    },
  );
};
