import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZHelpCategoryList, ZHelpResourceList, ZHelpSearchQuery } from '@shortlist/domain/help/api-contracts';
import { HELP_CATEGORY_TYPES } from '@shortlist/domain/help/help-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../platform/session.ts';
import { listHelpCategories } from './list-help-categories.ts';
import { listHelpResources } from './list-help-resources.ts';
import { searchHelp } from './search-help.ts';

const tags = ['help'];
const categoryParam = z.object({ id: ZIdParam });

/**
 * The help centre's calls (spec §7): its categories and a category's articles are public (the
 * help centre's pages are crawled); a category's resources with their video tutorials, and the
 * search, need a session (spec §2 "resources needs login").
 */
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
    '/help/categorie/:id/articles',
    {
      schema: {
        tags,
        summary: "A help category's questions and answers (public: the help centre's pages), in their order",
        params: categoryParam,
        response: { 200: ZHelpResourceList, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      reply.header('Vary', 'culture');
      return listHelpResources(db, {
        categoryId: request.params.id,
        language: request.language,
        faqOnly: true,
      });
    },
  );

  app.get(
    '/help/categorie/:id/ressources',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "A help category's questions and video tutorials, in their order (signed in)",
        params: categoryParam,
        response: { 200: ZHelpResourceList, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, max-age=60');
      reply.header('Vary', 'culture');
      return listHelpResources(db, { categoryId: request.params.id, language: request.language });
    },
  );

  app.get(
    '/help/recherche',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "Search one audience's help articles and tutorials, accents and case ignored (signed in)",
        querystring: ZHelpSearchQuery,
        response: { 200: ZHelpResourceList, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return searchHelp(db, { query: request.query.q, language: request.language, type: request.query.type });
    },
  );
};
