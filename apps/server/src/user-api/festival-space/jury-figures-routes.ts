import { ZJuryFigures } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { juryFigures } from './jury-figures.ts';

const tags = ['festival-space'];

/**
 * The jury figures (issue 34, managers only: a programmer gets 403 FESTIVAL_ROLE_REQUIRED, a
 * non-member 404): each section's progress, its members', the time left and the entries at risk
 * of missing the guaranteed watch.
 */
export const juryFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  app.get(
    '/festivals/:IdFestival/jury-figures',
    {
      schema: {
        tags,
        summary: "The jury's progress per section and member, the time left and the entries at risk",
        params: z.object({ IdFestival: ZIdParam }),
        response: { 200: ZJuryFigures },
      },
    },
    async (request) =>
      juryFigures(database.db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        language: request.language ?? 'en',
        now: now(),
      }),
  );
};
