import {
  ZQuestionOrderRequest,
  ZQuestionRequest,
  ZSectionQuestions,
} from '@shortlist/domain/festival-space/question-contracts';
import { canManageCalls } from '@shortlist/domain/festivals/call-lifecycle';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { requireMembership } from './festival-membership.ts';
import type { QuestionPorts } from './question-ports.ts';

const tags = ['festival-space'];
const sectionParams = z.object({ IdFestival: ZIdParam, IdCampagne: ZIdParam, IdCampagneSection: ZIdParam });
const questionParams = sectionParams.extend({ IdCritereAdditionnel: ZIdParam });
const base = '/festivals/:IdFestival/calls/:IdCampagne/sections/:IdCampagneSection/questions';

/**
 * A section's additional questions (issue 33, managers only, `canManageCalls`): list, add,
 * change, delete and reorder. Every answer is the section's questions as they now stand. A
 * non-member, or a section that is not this festival's call's, gets 404; a programmer 403
 * FESTIVAL_ROLE_REQUIRED. The festivals area writes them (`QuestionPorts`); the panels and
 * pages of every instance follow within a second (the `festival_version` trigger).
 */
export const questionRoutes: FastifyPluginAsyncZod<{ ports: QuestionPorts }> = async (app, options) => {
  const { database, config } = app.ctx;
  const db = database.db;
  const ports = options.ports;
  const routedLanguages = config.routedLanguages;
  type Params = z.infer<typeof sectionParams>;
  /** The manager's check, then the place the path names. */
  const managed = async (accountId: number, params: Params) => {
    await requireMembership(db, { accountId, festivalId: params.IdFestival, allowed: canManageCalls });
    return { festivalId: params.IdFestival, callId: params.IdCampagne, sectionId: params.IdCampagneSection };
  };
  const answer = (
    place: Awaited<ReturnType<typeof managed>>,
    language: Parameters<typeof ports.readSectionQuestions>[1]['language'],
  ) => ports.readSectionQuestions(db, { place, language, routedLanguages });

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          "A section's additional questions in their order, every language, with their answer counts (managers)",
        params: sectionParams,
        response: { 200: ZSectionQuestions },
      },
    },
    async (request) => {
      const place = await managed(currentAccount(request).Id, request.params);
      return answer(place, request.language);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a question at the end of the section (managers)',
        description:
          'Wording per routed language (English required), explanation (required for blocking and info questions: a blocking one gives the reason the entry stops), type, confirmation (yes/no only), choices (choice only, 2 to 20). 400 VALIDATION_FAILED with fields; 409 QUESTION_LIMIT_REACHED past 30.',
        params: sectionParams,
        body: ZQuestionRequest,
        response: { 201: ZSectionQuestions },
      },
    },
    async (request, reply) => {
      const place = await managed(currentAccount(request).Id, request.params);
      await ports.createSectionQuestion(db, { place, values: request.body, routedLanguages });
      reply.code(201);
      return answer(place, request.language);
    },
  );

  app.put(
    `${base}/order`,
    {
      schema: {
        tags,
        summary: "Put the section's questions in a new order (managers)",
        description:
          '`order` lists every question of the section once, first first; 409 QUESTIONS_CHANGED when it does not (another manager added or deleted one meanwhile).',
        params: sectionParams,
        body: ZQuestionOrderRequest,
        response: { 200: ZSectionQuestions },
      },
    },
    async (request) => {
      const place = await managed(currentAccount(request).Id, request.params);
      await ports.reorderSectionQuestions(db, { place, order: request.body.order });
      return answer(place, request.language);
    },
  );

  app.put(
    `${base}/:IdCritereAdditionnel`,
    {
      schema: {
        tags,
        summary: 'Replace a question, keeping its place (managers)',
        description:
          'As POST. A question entries answered keeps its type (QUESTION_TYPE_ANSWERED) and every choice they chose (CHOICE_ANSWERED); a kept choice sends its `Id`.',
        params: questionParams,
        body: ZQuestionRequest,
        response: { 200: ZSectionQuestions },
      },
    },
    async (request) => {
      const place = await managed(currentAccount(request).Id, request.params);
      await ports.updateSectionQuestion(db, {
        place,
        questionId: request.params.IdCritereAdditionnel,
        values: request.body,
        routedLanguages,
      });
      return answer(place, request.language);
    },
  );

  app.delete(
    `${base}/:IdCritereAdditionnel`,
    {
      schema: {
        tags,
        summary: 'Delete a question no entry answered (managers)',
        description:
          '409 QUESTION_ANSWERED when entries answered it: their answers stay, so the question does too.',
        params: questionParams,
        response: { 200: ZSectionQuestions },
      },
    },
    async (request) => {
      const place = await managed(currentAccount(request).Id, request.params);
      await ports.deleteSectionQuestion(db, { place, questionId: request.params.IdCritereAdditionnel });
      return answer(place, request.language);
    },
  );
};
