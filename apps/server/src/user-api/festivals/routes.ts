import { ZApiError } from '@shortlist/domain/errors';
import {
  type FestivalCard,
  ZAdditionalQuestionList,
  ZFestivalAdresse,
  ZFestivalCardList,
  ZFestivalCoordonnee,
  ZFestivalDicoList,
  ZFestivalFilterCount,
  ZFestivalFilterPage,
  ZFestivalLabelList,
  ZFestivalPage,
  ZFestivalPhotoList,
  ZFestivalSmartName,
  ZFestivalStructure,
  ZSectionCriterionList,
} from '@shortlist/domain/festivals/api-contracts';
import { ZFestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import { IMAGE_SIZES, type ImageSize } from '@shortlist/domain/festivals/image-sizes';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonBytes, trustedSuccessSerializer } from '../../platform/trusted-json.ts';
import { type FavouriteLookup, withHearts } from './card-hearts.ts';
import { CountrySearch } from './country-search.ts';
import {
  getFestivalContactPart,
  getFestivalSmartName,
  listDictionaryOfFestival,
  listLabelsOfFestival,
  listPhotosOfFestival,
} from './festival-details.ts';
import { findFestivalImage, openImage } from './festival-image.ts';
import type { FestivalDictionary } from './festival-lists.ts';
import { FestivalSearch } from './festival-search.ts';
import { countFestivals, filterFestivals } from './filter-festivals.ts';
import { getFestivalPage } from './get-festival-page.ts';
import { listLastDays, listNewCalls } from './list-home-festivals.ts';
import { pageParamsCompiler, ZPageParams } from './page-params.ts';
import { ResponseCache } from './response-cache.ts';
import { listSectionCriteria, listSectionQuestions } from './section-criteria.ts';

const tags = ['festivals'];
const ZIdParams = z.object({ id: ZIdParam });
const notFound = { 404: ZApiError };

/** Public answers may be kept a minute by browsers and proxies; they differ per `culture`. */
function publicCache(reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=60');
  reply.header('Vary', 'culture');
}

/** An answer with the signed-in user's own data (favourites) is for their browser only. */
function privateAnswer(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}

export type FestivalRoutesOptions = {
  /** The favourites area's answer for the cards' hearts (see card-hearts.ts). */
  favouritesAmong: FavouriteLookup;
  /** In-process cache of the public answers; 0 turns it off (tests of the database path). */
  cacheTtlMs?: number;
};

/** Festivals directory, home lists, festival page and its sub-resources (spec §7). */
export const festivalRoutes: FastifyPluginAsyncZod<FestivalRoutesOptions> = async (app, options) => {
  const { db } = app.ctx.database;
  const cache = new ResponseCache(options.cacheTtlMs);
  const countries = new CountrySearch(db);
  const festivals = new FestivalSearch(db);
  const imageNames = new Map<string, string | null>();
  const now = () => app.ctx.now();

  /** The cards with the signed-in user's hearts; the answer is then for their browser only. */
  const cardsFor = async (answer: {
    request: FastifyRequest;
    reply: FastifyReply;
    cards: FestivalCard[];
  }) => {
    const { request, reply, cards } = answer;
    // The same URL answers differently once signed in: caches must key on the credentials too.
    reply.header('Vary', 'culture, Cookie, Authorization');
    if (!request.account) {
      reply.header('Cache-Control', 'public, max-age=60');
      return cards;
    }
    privateAnswer(reply);
    return withHearts(db, { favouritesAmong: options.favouritesAmong, accountId: request.account.Id, cards });
  };

  app.post(
    '/public/festivals/filter',
    {
      schema: {
        tags,
        summary: 'Number of festivals matching the filter',
        body: ZFestivalFilter,
        response: { 200: ZFestivalFilterCount, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { language, body: filter } = request;
      const accountId = request.account?.Id ?? null;
      const load = () =>
        countFestivals(db, { filter, language, now: now(), countries, festivals, accountId });
      if (filter.IsFavoris === true) {
        privateAnswer(reply);
        return load();
      }
      publicCache(reply);
      return cache.get(`count|${language}|${JSON.stringify(filter)}`, load);
    },
  );

  app.post(
    '/public/festivals/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: 'One page of festival cards in directory order, with the total',
        params: ZPageParams,
        body: ZFestivalFilter,
        response: { 200: ZFestivalFilterPage, 400: ZApiError, 401: ZApiError },
      },
      // zod's validators, the page's two numbers read without zod when plain (page-params.ts).
      validatorCompiler: pageParamsCompiler,
      // Cards are built field by field from trusted rows (festival-cards.ts): no zod encode for
      // the 200, as the festival page; directory.test.ts checks every answer against the schema.
      serializerCompiler: trustedSuccessSerializer,
    },
    async (request, reply) => {
      const { language, body: filter } = request;
      const { skip, take } = request.params;
      const accountId = request.account?.Id ?? null;
      const load = () =>
        filterFestivals(db, { filter, language, now: now(), countries, festivals, skip, take, accountId });
      if (filter.IsFavoris === true) {
        privateAnswer(reply);
        const page = await load();
        return { ...page, items: page.items.map((card) => ({ ...card, IsFavori: true })) };
      }
      const page = await cache.get(`page|${language}|${skip}|${take}|${JSON.stringify(filter)}`, load);
      return { ...page, items: await cardsFor({ request, reply, cards: page.items }) };
    },
  );

  app.get(
    '/public/festivals/last-date',
    {
      schema: { tags, summary: 'Open calls in their last days', response: { 200: ZFestivalCardList } },
      serializerCompiler: trustedSuccessSerializer,
    },
    async (request, reply) => {
      const { language } = request;
      const cards = await cache.get(`last-date|${language}`, () =>
        listLastDays(db, { language, now: now() }),
      );
      return cardsFor({ request, reply, cards });
    },
  );

  app.get(
    '/public/festivals/new-call',
    {
      schema: { tags, summary: 'Most recently opened calls', response: { 200: ZFestivalCardList } },
      serializerCompiler: trustedSuccessSerializer,
    },
    async (request, reply) => {
      const { language } = request;
      const cards = await cache.get(`new-call|${language}`, () => listNewCalls(db, { language, now: now() }));
      return cardsFor({ request, reply, cards });
    },
  );

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

  /** One size of a festival image; a missing one is NOT_FOUND, but a missing logo gets its initials. */
  const sendImage = async (reply: FastifyReply, options: { file: string; size: ImageSize }) => {
    const image = await findFestivalImage(db, {
      mediaDir: app.ctx.config.mediaDir,
      file: options.file,
      size: options.size,
      names: imageNames,
    });
    if (image.kind === 'file') {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Content-Length', image.size);
      return reply.type(image.type).send(openImage(image.path));
    }
    // A real file may be uploaded later under the same name: keep the placeholder a day.
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/svg+xml').send(image.svg);
  };
  // A file name: no control characters, and no longer than a file system allows.
  const ZImageFile = ZPlainText.max(255);

  app.get(
    '/public/images/festivals/size/:size/*',
    {
      schema: {
        tags,
        summary:
          'A festival image in one size (origin, full HD, HD ready, thumbnail); a missing logo gets a placeholder',
        params: z.object({ size: z.enum(IMAGE_SIZES), '*': ZImageFile }),
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => sendImage(reply, { file: request.params['*'], size: request.params.size }),
  );

  app.get(
    '/public/images/festivals/*',
    {
      schema: {
        tags,
        summary: 'A festival image as stored (its origin size); a missing logo gets a placeholder',
        params: z.object({ '*': ZImageFile }),
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => sendImage(reply, { file: request.params['*'], size: 'origin' }),
  );
};
