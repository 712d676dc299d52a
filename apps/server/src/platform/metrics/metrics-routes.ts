import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken, tokenMatches } from '../crypto/bearer-token.ts';
import { AppError } from '../errors.ts';
import type { Metrics } from './metrics.ts';

/**
 * The label of a request's route: its pattern as registered (`/api/films/:id`), so one series
 * stands for every film; the web app's pages (answered by the not-found fallback) and unknown
 * paths are one series each, whatever their URL.
 */
export function routeLabel(pattern: string | undefined, status: number): string {
  if (pattern) return pattern;
  return status === 404 ? '(not found)' : '(page)';
}

/**
 * Counts every answer (`onResponse`) and serves `GET /metrics` to a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise, the token compared in constant time).
 * The endpoint takes no query: any is refused (400), so it cannot be used to probe anything.
 */
export function registerMetrics(app: FastifyInstance, options: { metrics: Metrics; token: string }): void {
  const { metrics, token } = options;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: routeLabel(request.routeOptions.url, reply.statusCode),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  app.get(
    '/metrics',
    {
      schema: {
        // Not part of the API: Prometheus's format, for the operators' scraper.
        hide: true,
        querystring: z.object({}).strict(),
      },
      onRequest: async (request) => {
        if (!tokenMatches(token, bearerToken(request.headers.authorization)))
          throw new AppError('UNAUTHENTICATED');
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(metrics.contentType);
      return metrics.scrape();
    },
  );
}
