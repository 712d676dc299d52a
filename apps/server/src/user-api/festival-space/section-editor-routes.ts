import {
  ZCallDetail,
  ZCriteriaConflict,
  ZCriteriaRequest,
  ZSectionDetail,
  ZSectionOrderRequest,
  ZSectionRequest,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../platform/errors.ts';
import { currentAccount } from '../../platform/session.ts';
import type { CallEditorPorts } from './call-editor-ports.ts';
import { requireMembership } from './festival-membership.ts';

const tags = ['festival-space'];
const callParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam });
const sectionParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam, IdCampagneSection: ZIdParam });

/**
 * The sections of a call and their criteria (issue 33, managers only): create, read, change,
 * reorder, delete (409 SECTION_HAS_ENTRIES when it has entries: close it instead), and replace
 * the criteria (409 CRITERIA_EXCLUDE_ENTRIES with the paid entries they would make ineligible,
 * saved only when sent again with `confirm`; no entry is ever removed). A non-member gets 404,
 * a programmer 403 FESTIVAL_ROLE_REQUIRED; a section of another call or festival is 404.
 */
export const sectionEditorRoutes: FastifyPluginAsyncZod<{ ports: CallEditorPorts }> = async (
  app,
  options,
) => {
  const { database, config } = app.ctx;
  const db = database.db;
  const routedLanguages = config.routedLanguages;
  const ports = options.ports;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageCalls });
  const base = '/festivals/:IdFestival/calls/:IdCampagne/sections';

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a section to a call, last in its order (managers)',
        description:
          'Label per routed language (English required), text, paid or free, public or protected (a password is required the first time; it is kept hashed and never returned).',
        params: callParams,
        body: ZSectionRequest,
        response: { 201: ZSectionDetail },
      },
    },
    async (request, reply) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      const sectionId = await ports.createSection(db, {
        festivalId,
        callId,
        values: request.body,
        routedLanguages,
      });
      reply.code(201);
      return ports.readSectionDetail(db, { festivalId, callId, sectionId, routedLanguages });
    },
  );

  app.put(
    `${base}/order`,
    {
      schema: {
        tags,
        summary: "Put a call's sections in a new order: every one of them, each once (managers)",
        params: callParams,
        body: ZSectionOrderRequest,
        response: { 200: ZCallDetail },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await ports.reorderSections(db, { festivalId, callId, order: request.body.order });
      return ports.readCallDetail(db, { festivalId, callId, language: request.language ?? 'en' });
    },
  );

  app.get(
    `${base}/:IdCampagneSection`,
    {
      schema: {
        tags,
        summary: 'One section as its form edits it, with its criteria (managers)',
        params: sectionParams,
        response: { 200: ZSectionDetail },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId, IdCampagneSection: sectionId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      return ports.readSectionDetail(db, { festivalId, callId, sectionId, routedLanguages });
    },
  );

  app.put(
    `${base}/:IdCampagneSection`,
    {
      schema: {
        tags,
        summary: "Change a section's label, text, price, access and whether it takes entries (managers)",
        description:
          '`MotDePasse` null keeps the password in force of a protected section. 409 SECTION_PRICE_LOCKED when `IsPayant` changes on a section with entries (cancelled ones aside).',
        params: sectionParams,
        body: ZSectionRequest,
        response: { 200: ZSectionDetail },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCampagne: callId, IdCampagneSection: sectionId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await ports.updateSection(db, { festivalId, callId, sectionId, values: request.body, routedLanguages });
      return ports.readSectionDetail(db, { festivalId, callId, sectionId, routedLanguages });
    },
  );

  app.delete(
    `${base}/:IdCampagneSection`,
    {
      schema: {
        tags,
        summary: 'Delete a section without entries (managers)',
        description: '409 SECTION_HAS_ENTRIES when it has entries: close it to new entries instead.',
        params: sectionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { IdFestival: festivalId, IdCampagne: callId, IdCampagneSection: sectionId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await ports.deleteSection(db, { festivalId, callId, sectionId });
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${base}/:IdCampagneSection/criteria`,
    {
      schema: {
        tags,
        summary: "Replace a section's criteria (managers)",
        description:
          '400 VALIDATION_FAILED with fields for contradictions. 409 CRITERIA_EXCLUDE_ENTRIES with `entries` when paid entries would become ineligible: nothing is saved; send again with `confirm: true` to save (the entries stay).',
        params: sectionParams,
        body: ZCriteriaRequest,
        response: { 200: ZSectionDetail, 409: ZCriteriaConflict },
      },
    },
    async (request, reply) => {
      const { IdFestival: festivalId, IdCampagne: callId, IdCampagneSection: sectionId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      const outcome = await ports.writeSectionCriteria(db, {
        festivalId,
        callId,
        sectionId,
        criteria: request.body.criteria,
        confirm: request.body.confirm === true,
      });
      if (!outcome.saved) {
        const code = 'CRITERIA_EXCLUDE_ENTRIES' as const;
        return reply
          .code(409)
          .send({ code, message: errorMessage(code, request.language ?? 'en'), entries: outcome.entries });
      }
      return ports.readSectionDetail(db, { festivalId, callId, sectionId, routedLanguages });
    },
  );
};
