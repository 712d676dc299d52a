import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../platform/check-database.ts';
import { checkReady } from '../../platform/check-ready.ts';

/** `GET /order-api/health` (liveness) and `/order-api/ready` (readiness) of the order service. */
export const orderHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['order-api'],
        summary: 'Order API liveness',
        description: 'A 503 `DATABASE_UNAVAILABLE` with `Retry-After` when the database does not answer.',
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async (_request, reply) => {
      await checkDatabase(app.ctx.database);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, version: app.ctx.version };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['order-api'],
        summary: 'Order API readiness: the database answers and has every migration of this build',
        description:
          'A 503 `DATABASE_UNAVAILABLE` or `MIGRATIONS_PENDING` with `Retry-After` while it cannot serve.',
        response: { 200: z.object({ status: z.literal('ready') }) },
      },
    },
    async (_request, reply) => {
      await checkReady(app.ctx.database);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ready' as const };
    },
  );
};
