import {
  ZCallDetail,
  ZCallRequest,
  ZEligibleCount,
  ZEligibleCountRequest,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import type { CallEditorPorts } from './call-editor-ports.ts';
import { requireMembership } from './festival-membership.ts';

const tags = ['festival-space'];
const festivalParams = z.object({ IdFestival: ZIdParam });
const callParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam });

/**
 * A call's own fields (issue 33, managers only, `canManageCalls`): create a call for a new
 * edition (in preparation, spec §4), read it with its sections, change its edition, invitation
 * only and re-entry rule; and count the platform's films a section's unsaved criteria let in. A
 * non-member gets 404, a programmer 403 FESTIVAL_ROLE_REQUIRED. The festivals area writes
 * (`CallEditorPorts`).
 */
export const callEditorRoutes: FastifyPluginAsyncZod<{ ports: CallEditorPorts }> = async (app, options) => {
  const db = app.ctx.database.db;
  const { createCall, updateCall, readCallDetail, countEligibleFilms } = options.ports;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageCalls });

  app.post(
    '/festivals/:IdFestival/calls',
    {
      schema: {
        tags,
        summary: 'Create a call for a new edition, in preparation (managers)',
        description: '409 CALL_EDITION_TAKEN when the festival has a call for this edition already.',
        params: festivalParams,
        body: ZCallRequest,
        response: { 201: ZCallDetail },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      const callId = await createCall(db, { festivalId, values: request.body });
      reply.code(201);
      return readCallDetail(db, { festivalId, callId, language: request.language ?? 'en' });
    },
  );

  app.get(
    '/festivals/:IdFestival/calls/:IdCampagne',
    {
      schema: {
        tags,
        summary: 'One call with its re-entry rule and its sections in their order (managers)',
        params: callParams,
        response: { 200: ZCallDetail },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      return readCallDetail(db, { festivalId, callId, language: request.language ?? 'en' });
    },
  );

  app.put(
    '/festivals/:IdFestival/calls/:IdCampagne',
    {
      schema: {
        tags,
        summary: "Change a call's edition, invitation only and re-entry rule (managers)",
        description:
          '409 CALL_EDITION_TAKEN when another call of the festival has this edition. 409 WATCH_GUARANTEE_LOWERED when the guaranteed watch would be lowered or removed after the call received entries.',
        params: callParams,
        body: ZCallRequest,
        response: { 200: ZCallDetail },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await updateCall(db, { festivalId, callId, values: request.body });
      return readCallDetail(db, { festivalId, callId, language: request.language ?? 'en' });
    },
  );

  app.post(
    '/festivals/:IdFestival/eligible-films',
    {
      schema: {
        tags,
        summary: "Count the platform's complete films that unsaved section criteria let in (managers)",
        description:
          "Judged with the submission panel's rule. 400 VALIDATION_FAILED with fields for contradictions (a shortest length above the longest, a month without a year) and unknown ids.",
        params: festivalParams,
        body: ZEligibleCountRequest,
        response: { 200: ZEligibleCount },
      },
    },
    async (request) => {
      await manager(currentAccount(request).Id, request.params.IdFestival);
      return countEligibleFilms(db, { criteria: request.body.criteria });
    },
  );
};
