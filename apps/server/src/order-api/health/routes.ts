import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../platform/check-database.ts';

/** `GET /order-api/health`: the order service is up and reaches its database. */
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
};
