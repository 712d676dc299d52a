import { ZTraduction, ZTraductionRequest } from '@shortlist/domain/dictionaries';
import { ZApiError } from '@shortlist/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateIds } from '../../platform/translations/translate-ids.ts';

const tags = ['translations'];
const response = { 200: z.array(ZTraduction), 400: ZApiError };

/** Label and text translations by id, in chunks of at most 200 ids (spec §7, §9). */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.post(
    '/trad-libelles/traduction',
    {
      schema: { tags, summary: 'Labels by id, in the culture language', body: ZTraductionRequest, response },
    },
    async (request) =>
      translateIds(db, { kind: 'label', ids: request.body.Items, language: request.language }),
  );

  app.post(
    '/trad-textes/traduction',
    {
      schema: {
        tags,
        summary: 'Texts by id, in the culture language (the text is in `Libelle`)',
        body: ZTraductionRequest,
        response,
      },
    },
    async (request) =>
      translateIds(db, { kind: 'text', ids: request.body.Items, language: request.language }),
  );
};
