import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZHelpCategoryList, ZHelpResourceList } from '@shortlist/domain/help/api-contracts';
import { HELP_CATEGORY_TYPES } from '@shortlist/domain/help/help-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listHelpCategories } from './list-help-categories.ts';
import { listHelpResources } from './list-help-resources.ts';

const tags = ['help'];

/** The help centre's public calls (spec §7): its categories, and a category's questions. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    '/help/categorie',
    {
      schema: {
        tags,
        summary: "The help centre's categories for filmmakers, or for festivals (`type=festival`)",
        querystring: z.strictObject({ type: z.enum(HELP_CATEGORY_TYPES).optional() }),
        response: { 200: ZHelpCategoryList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      reply.header('Vary', 'culture');
      return listHelpCategories(db, { language: request.language, type: request.query.type });
    },
  );

  app.get(
    '/help/categorie/:id/ressources',
    {
      schema: {
        tags,
        summary: "A help category's questions and tutorials, in their order",
        params: z.object({ id: ZIdParam }),
        response: { 200: ZHelpResourceList, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      reply.header('Vary', 'culture');
      return listHelpResources(db, { categoryId: request.params.id, language: request.language });
    },
  );
};
