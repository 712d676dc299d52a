import { ZApiError } from '@shortlist/domain/errors';
import { ZDecisionNoteRequest, ZEntryDecision } from '@shortlist/domain/festival-space/decision-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { changeDecisionNote } from './change-decision-note.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];

/** The personal note and reasons a filmmaker gets with the entry's next published decision (issue 31). */
export const decisionNoteRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (
  app,
  options,
) => {
  const db = app.ctx.database.db;
  const { ports } = options;

  app.put(
    '/entries/:IdInscription/decision-note',
    {
      schema: {
        tags,
        summary: 'Write the note and reasons sent to the filmmaker with the next published decision',
        params: z.object({ IdInscription: ZIdParam }),
        body: ZDecisionNoteRequest,
        response: { 200: ZEntryDecision, 404: ZApiError },
      },
    },
    async (request) =>
      changeDecisionNote(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        request: request.body,
        language: request.language,
        ports,
      }),
  );
};
