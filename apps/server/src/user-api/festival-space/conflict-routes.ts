import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import {
  ZConflictDeclared,
  ZConflictRequest,
  ZConflictsResponse,
} from '@shortlist/domain/festival-space/assignment-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { declareConflict } from './declare-conflict.ts';
import { listConflicts, withdrawConflict } from './member-conflicts.ts';

const tags = ['festival-space'];

/** Conflicts of interest (issue 34): each member declares and withdraws their own; managers read all. */
export const conflictRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;

  app.post(
    '/entries/:IdInscription/conflicts',
    {
      schema: {
        tags,
        summary: "Declare a conflict of interest with the entry's film or a person it credits",
        description:
          '`IdPersonne` null: the film; else a person credited on the film (404 otherwise), then every entry crediting them. ' +
          'The entries assigned to the caller that it covers move to the least-loaded programmer of their section free of it; ' +
          '`reassigned[].to` is null when nobody was left. Declaring it again answers the same conflict.',
        params: z.object({ IdInscription: ZIdParam }),
        body: ZConflictRequest,
        response: { 200: ZConflictDeclared },
      },
    },
    async (request) =>
      declareConflict(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        request: request.body,
        now: now(),
      }),
  );

  app.get(
    '/festivals/:IdFestival/conflicts',
    {
      schema: {
        tags,
        summary: "The festival's conflicts of interest: every member's for a manager, one's own otherwise",
        params: z.object({ IdFestival: ZIdParam }),
        response: { 200: ZConflictsResponse },
      },
    },
    async (request) => ({
      items: await listConflicts(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
      }),
    }),
  );

  app.delete(
    '/festivals/:IdFestival/conflicts/:IdConflit',
    {
      schema: {
        tags,
        summary: 'Withdraw one of your own conflicts of interest (404 for anyone else’s)',
        params: z.object({ IdFestival: ZIdParam, IdConflit: ZIdParam }),
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await withdrawConflict(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        conflictId: request.params.IdConflit,
      });
      return { ok: true as const };
    },
  );
};
