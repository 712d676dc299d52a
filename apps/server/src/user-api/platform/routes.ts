import { ZPublicConfig } from '@shortlist/domain/platform-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../platform/check-database.ts';
import { checkReady } from '../../platform/check-ready.ts';
import { publicConfig } from '../../platform/public-config.ts';

const tags = ['platform'];

export const ZReady = z.object({ status: z.literal('ready') });

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Health, public configuration and the session probe. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, version } = app.ctx;

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness with a database round trip',
        description: 'A 503 `DATABASE_UNAVAILABLE` with `Retry-After` when the database does not answer.',
        response: { 200: ZHealth },
      },
    },
    async (_request, reply) => {
      await checkDatabase(database);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: database.kind, version };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and has every migration of this build',
        description:
          'For a load balancer: 503 `DATABASE_UNAVAILABLE` or `MIGRATIONS_PENDING` with `Retry-After` while this instance cannot serve. Liveness stays `/api/health`.',
        response: { 200: ZReady },
      },
    },
    async (_request, reply) => {
      await checkReady(database);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'What the web needs to know about the platform',
        response: { 200: ZPublicConfig },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return publicConfig(app.ctx);
    },
  );
};
