import { ZApiError } from '@shortlist/domain/errors';
import {
  ZBulkStatusRequest,
  ZBulkStatusResponse,
  ZEntryDecision,
  ZEntryStatusRequest,
} from '@shortlist/domain/festival-space/decision-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { changeEntryStatus } from './change-entry-status.ts';
import { changeEntryStatuses } from './change-entry-statuses.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];

/** An entry's status in the workspace: one entry, or a selection of the inbox (issue 31). */
export const entryStatusRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (
  app,
  options,
) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const { ports } = options;

  app.put(
    '/entries/:IdInscription/status',
    {
      schema: {
        tags,
        summary: "Move an entry along one arrow of the state machine (internal until it's published)",
        params: z.object({ IdInscription: ZIdParam }),
        body: ZEntryStatusRequest,
        response: { 200: ZEntryDecision, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      changeEntryStatus(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        request: request.body,
        language: request.language,
        now: now(),
        ports,
      }),
  );

  app.put(
    '/festivals/:IdFestival/entries/status',
    {
      schema: {
        tags,
        summary: 'Move a selection of entries to one status, each checked on its own',
        params: z.object({ IdFestival: ZIdParam }),
        body: ZBulkStatusRequest,
        response: { 200: ZBulkStatusResponse, 404: ZApiError },
      },
    },
    async (request) =>
      changeEntryStatuses(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        request: request.body,
        language: request.language,
        now: now(),
        ports,
      }),
  );
};
