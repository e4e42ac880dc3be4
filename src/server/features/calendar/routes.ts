import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventDataQuerySchema, eventDataResponseSchema } from '../../../contract/calendar.js';
import { errorSchema } from '../../../contract/common.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { sendNotModified, sendSerialisedJson } from '../../http/replies.js';
import { eventData } from './service.js';

export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/chat/event-data',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['calendar'],
        summary:
          "A year's holidays and awareness days for a location's country (else the country given, else US)",
        security: [{ token: [] }],
        querystring: eventDataQuerySchema,
        response: { 200: eventDataResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const body = await eventData(
        ctx.locationAccess,
        ctx.eventDataCache,
        principalOf(request),
        request.query,
      );
      reply.header('etag', body.etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === body.etag) return sendNotModified(reply);
      return sendSerialisedJson(request, reply, body);
    },
  );
};
