import { ZApiError } from '@shortlist/domain/errors';
import {
  type FestivalCard,
  ZFestivalCardList,
  ZFestivalFilterCount,
  ZFestivalFilterPage,
} from '@shortlist/domain/festivals/api-contracts';
import { ZFestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trustedSuccessSerializer } from '../../platform/performance/trusted-json.ts';
import { type FavouriteLookup, withHearts } from './card-hearts.ts';
import { CountrySearch } from './country-search.ts';
import { FestivalSearch } from './festival-search.ts';
import { countFestivals, filterFestivals } from './filter-festivals.ts';
import { listLastDays, listNewCalls } from './list-home-festivals.ts';
import { pageParamsCompiler, ZPageParams } from './page-params.ts';
import type { ResponseCache } from './response-cache.ts';
import { privateAnswer, publicCache, tags } from './route-answers.ts';

/** The directory (the filter's count and pages) and the home page's two lists, as festival cards. */
export const directoryRoutes: FastifyPluginAsyncZod<{
  cache: ResponseCache;
  favouritesAmong: FavouriteLookup;
}> = async (app, options) => {
  const { db } = app.ctx.database;
  const { cache } = options;
  const countries = new CountrySearch(db);
  const festivals = new FestivalSearch(db);
  app.ctx.festivalChanges.onChange(() => festivals.clear());
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
};
