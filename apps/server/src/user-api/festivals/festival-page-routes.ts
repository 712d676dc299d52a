import {
  ZFestivalAdresse,
  ZFestivalCoordonnee,
  ZFestivalDicoList,
  ZFestivalLabelList,
  ZFestivalPage,
  ZFestivalPhotoList,
  ZFestivalSmartName,
  ZFestivalStructure,
} from '@shortlist/domain/festivals/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonBytes } from '../../platform/performance/trusted-json.ts';
import {
  getFestivalContactPart,
  getFestivalSmartName,
  listDictionaryOfFestival,
  listLabelsOfFestival,
  listPhotosOfFestival,
} from './festival-details.ts';
import type { FestivalDictionary } from './festival-lists.ts';
import { getFestivalPage } from './get-festival-page.ts';
import type { ResponseCache } from './response-cache.ts';
import { notFound, publicCache, tags, ZIdParams } from './route-answers.ts';

/** The festival page in one answer, and its parts one by one (spec §7 `public/festivals/{id}/...`). */
export const festivalPageRoutes: FastifyPluginAsyncZod<{ cache: ResponseCache }> = async (app, options) => {
  const { db } = app.ctx.database;
  const { cache } = options;
  const now = () => app.ctx.now();

  app.get(
    '/public/festivals/smartname/:id',
    {
      schema: {
        tags,
        summary: 'Readable URL part of a festival page',
        params: ZIdParams,
        response: { 200: ZFestivalSmartName, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return getFestivalSmartName(db, { id: request.params.id });
    },
  );

  app.get(
    '/public/festivals/:id',
    {
      schema: {
        tags,
        summary: 'Everything the festival page shows',
        params: ZIdParams,
        response: { 200: ZFestivalPage, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      const { language } = request;
      const { id } = request.params;
      // Kept as its JSON bytes, written once (without zod's encode, as `trustedSuccessSerializer`;
      // festival-page.test.ts checks every demo page against the schema): a kept page's hundreds
      // of objects outlived the young generation and were copied and marked by every garbage
      // collection while the cache held them; bytes outside the heap are not (`sendJsonBytes`),
      // and a page served again is not serialized or encoded again.
      const json = await cache.get(`page|${language}|${id}`, async () =>
        Buffer.from(JSON.stringify(await getFestivalPage(db, { id, language, now: now() }))),
      );
      return sendJsonBytes(reply, json);
    },
  );

  const contactParts = [
    ['adresse', ZFestivalAdresse, 'Address with GPS position'],
    ['coordonnee', ZFestivalCoordonnee, 'Contact details'],
    ['structure', ZFestivalStructure, 'Legal structure'],
  ] as const;
  for (const [part, schema, summary] of contactParts) {
    app.get(
      `/public/festivals/:id/${part}`,
      { schema: { tags, summary, params: ZIdParams, response: { 200: schema.nullable(), ...notFound } } },
      async (request, reply) => {
        publicCache(reply);
        const { id } = request.params;
        return (await getFestivalContactPart(db, { id, part, language: request.language })) as never;
      },
    );
  }

  for (const name of ['genres', 'categories', 'thematiques'] satisfies FestivalDictionary[]) {
    app.get(
      `/public/festivals/:id/${name}`,
      {
        schema: {
          tags,
          summary: `The festival's ${name}`,
          params: ZIdParams,
          response: { 200: ZFestivalDicoList, ...notFound },
        },
      },
      async (request, reply) => {
        publicCache(reply);
        return listDictionaryOfFestival(db, { id: request.params.id, name, language: request.language });
      },
    );
  }

  app.get(
    '/public/festivals/:id/labels',
    {
      schema: {
        tags,
        summary: "The festival's labels",
        params: ZIdParams,
        response: { 200: ZFestivalLabelList, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listLabelsOfFestival(db, { id: request.params.id, language: request.language });
    },
  );

  app.get(
    '/public/photos/festivals/:id',
    {
      schema: {
        tags,
        summary: "The festival's photos",
        params: ZIdParams,
        response: { 200: ZFestivalPhotoList, ...notFound },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return listPhotosOfFestival(db, { id: request.params.id });
    },
  );
};
