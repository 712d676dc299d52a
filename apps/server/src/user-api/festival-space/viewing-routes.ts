import { ZApiError } from '@shortlist/domain/errors';
import { ZMemberViewing, ZViewingReport } from '@shortlist/domain/festival-space/viewing-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { reportViewing } from './report-viewing.ts';

const tags = ['festival-space'];

/** Viewing receipts: the member's player reports its progress on an entry's film or trailer. */
export const viewingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  app.post(
    '/entries/:IdInscription/viewing',
    {
      schema: {
        tags,
        summary:
          "Report the player's position in an entry's video (every 15 s while playing); answers the member's progress",
        params: z.object({ IdInscription: ZIdParam }),
        body: ZViewingReport,
        response: { 200: ZMemberViewing, 404: ZApiError },
      },
    },
    async (request) =>
      reportViewing(database.db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        report: request.body,
        now: now(),
      }),
  );
};
