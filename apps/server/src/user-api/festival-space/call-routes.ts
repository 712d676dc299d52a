import {
  ZCallPreview,
  ZFestivalCall,
  ZFestivalCallsResponse,
} from '@shortlist/domain/festival-space/call-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount } from '../../platform/session.ts';
import type { CallPorts } from './call-ports.ts';
import { requireMembership } from './festival-membership.ts';

const tags = ['festival-space'];
const festivalParams = z.object({ IdFestival: ZIdParam });
const callParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam });

/**
 * A festival's calls (issue 33, managers only, `canManageCalls`): the list with each call's
 * status, dates and last refusal; the festival page as filmmakers will see it with one call
 * (the preview, whatever the call's status); asking the platform to verify a call in preparation, and taking
 * that request back while it waits. A non-member gets 404, a programmer 403
 * FESTIVAL_ROLE_REQUIRED, a change the lifecycle refuses 409 CALL_TRANSITION_REFUSED.
 */
export const callRoutes: FastifyPluginAsyncZod<{ ports: CallPorts }> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const { listFestivalCalls, transitionCall, previewCallPage } = options.ports;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageCalls });

  app.get(
    '/festivals/:IdFestival/calls',
    {
      schema: {
        tags,
        summary: "The festival's calls, newest edition first, with status, dates and last refusal (managers)",
        params: festivalParams,
        response: { 200: ZFestivalCallsResponse },
      },
    },
    async (request) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      return { items: await listFestivalCalls(db, { festivalId }) };
    },
  );

  app.get(
    '/festivals/:IdFestival/calls/:IdCampagne/preview',
    {
      schema: {
        tags,
        summary:
          'The festival page as filmmakers will see it with this call, before its verification (managers)',
        description:
          "The public page's answer with this call in place of the current one, shown with the status it will have once verified.",
        params: callParams,
        response: { 200: ZCallPreview },
      },
    },
    async (request, reply) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      reply.header('cache-control', 'private, no-store');
      return previewCallPage(db, { festivalId, callId, language: request.language ?? 'en', now: now() });
    },
  );

  for (const [path, event, summary] of [
    ['verification-request', 'ask', 'Ask the platform to verify a call in preparation (managers)'],
    [
      'verification-withdrawal',
      'withdraw',
      'Take back a verification request still waiting: the call is in preparation again (managers)',
    ],
  ] as const) {
    app.post(
      `/festivals/:IdFestival/calls/:IdCampagne/${path}`,
      {
        schema: {
          tags,
          summary,
          description: '409 CALL_TRANSITION_REFUSED when the call is not where this change starts from.',
          params: callParams,
          response: { 200: ZFestivalCall },
        },
      },
      async (request) => {
        const accountId = currentAccount(request).Id;
        const { IdFestival: festivalId, IdCampagne: callId } = request.params;
        await manager(accountId, festivalId);
        await db.transaction((tx) =>
          transitionCall(tx, { callId, festivalId, event, actor: 'manager', accountId, now: now() }),
        );
        const [call] = await listFestivalCalls(db, { festivalId, callId });
        if (!call) throw new AppError('NOT_FOUND');
        return call;
      },
    );
  }
};
