import { ZAdditionalQuestionList, ZSectionCriterionList } from '@shortlist/domain/festivals/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, publicCache, tags, ZIdParams } from './route-answers.ts';
import { listSectionCriteria, listSectionQuestions } from './section-criteria.ts';

/** A campaign section's criteria and additional questions (spec §7 `public/sections/{id}/...`). */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/public/sections/:id/criteres',
    {
      schema: {
        tags,
        summary: 'Criteria of a campaign section (id = IdCampagneSection)',
        params: ZIdParams,
        response: { 200: ZSectionCriterionList, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listSectionCriteria(db, { id: request.params.id });
    },
  );

  app.get(
    '/public/sections/:id/criteres-additionnels',
    {
      schema: {
        tags,
        summary: 'Additional questions of a campaign section (id = IdCampagneSection)',
        params: ZIdParams,
        response: { 200: ZAdditionalQuestionList, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listSectionQuestions(db, { id: request.params.id, language: request.language });
    },
  );
};
