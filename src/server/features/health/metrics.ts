import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { Metrics } from '../../infra/metrics.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as its bearer token;
 * not served at all without one, since request counts and money totals are the operator's alone.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Prometheus metrics (bearer METRICS_TOKEN)' },
    },
    async (request, reply) => {
      if (!token) throw AppError.notFound('Page');
      const given = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (!sameToken(given, token)) throw AppError.of('unauthorized', 'A valid metrics token is required');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
