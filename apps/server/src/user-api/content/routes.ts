import { ZWebBlocks, ZWebPage, ZWebPageRequest } from '@shortlist/domain/content/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findContentPage } from './find-content-page.ts';
import { listContentBlocks } from './list-content-blocks.ts';

const tags = ['content'];
const notFound = { 404: ZApiError };

/** The content system's public calls (spec §7): a page found by its path, then its blocks. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const { routedLanguages } = app.ctx.config;

  app.post(
    '/wpage',
    {
      schema: {
        tags,
        summary: 'The content page a path leads to (`Data`: the path with its language prefix)',
        body: ZWebPageRequest,
        response: { 200: ZWebPage, ...notFound },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return findContentPage(db, { path: request.body.Data, routedLanguages });
    },
  );

  app.get(
    '/wpage/:idPage/wbloc',
    {
      schema: {
        tags,
        summary: "A content page's blocks, in their order",
        params: z.object({ idPage: ZIdParam }),
        response: { 200: ZWebBlocks, ...notFound },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return listContentBlocks(db, { pageId: request.params.idPage });
    },
  );
};
