import { ZQueue } from '@shortlist/domain/festival-space/assignment-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { memberQueue } from './member-queue.ts';

/** The programmer's queue (issue 34): their assigned entries, their progress, and the next to watch. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.get(
    '/festivals/:IdFestival/queue',
    {
      schema: {
        tags: ['festival-space'],
        summary: "The caller's assigned entries with their watch progress, and the next one to watch",
        description:
          '`next`: of the entries the caller has not watched to the end, the one with the fewest complete views, ties by the oldest sent; never `except` (the entry on screen).',
        params: z.object({ IdFestival: ZIdParam }),
        querystring: z.object({ except: ZIdParam.optional() }),
        response: { 200: ZQueue },
      },
    },
    async (request) =>
      memberQueue(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        language: request.language,
        ...(request.query.except === undefined ? {} : { except: request.query.except }),
      }),
  );
};
