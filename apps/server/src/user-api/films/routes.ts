import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZFilm,
  ZFilmCompletions,
  ZFilmCount,
  ZFilmDeleted,
  ZFilmFilter,
  ZFilmList,
  ZFilmPageParams,
} from '@shortlist/domain/films/api-contracts';
import {
  ZFilmDataRequest,
  ZFilmTechnicalRequest,
  zFilmCareerRequest,
  zFilmCreateRequest,
  zFilmCreationRequest,
} from '@shortlist/domain/films/film-rules';
import {
  ZFilmPublicationRequest,
  ZShortnameCheckAnswer,
  ZShortnameCheckRequest,
} from '@shortlist/domain/films/publication-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createFilm } from './create-film.ts';
import { deleteFilm, type FilmEngagements } from './delete-film.ts';
import { getFilmCompletions } from './film-completions.ts';
import { readFilmRecord, requireViewableFilm } from './film-record.ts';
import { countFilms, listFilms } from './filter-films.ts';
import { updateFilmCareer } from './update-film-career.ts';
import { updateFilmCreation } from './update-film-creation.ts';
import { updateFilmData } from './update-film-data.ts';
import { isShortnameFree, updateFilmPublication } from './update-film-publication.ts';
import { updateFilmTechnical } from './update-film-technical.ts';

const tags = ['films'];
const idParam = z.object({ id: ZIdParam });

export type FilmRoutesOptions = {
  /** Basket entries and submissions of a film (the submissions area), deciding archive or removal. */
  engagements?: FilmEngagements;
};

/**
 * The owner's film calls (spec §7 Films and the generic entity calls for `films`). Every call
 * is signed in and scoped to the account: another account's film answers 404. Each body is the
 * domain rule schema of its tab: Fastify checks it once and the use case receives the values.
 */
export const filmRoutes: FastifyPluginAsyncZod<FilmRoutesOptions> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

  app.post(
    '/films',
    {
      schema: {
        tags,
        summary: 'Create a film from the creation tab, with the rights-holder declaration',
        body: zFilmCreateRequest(now),
        response: { 201: ZFilm },
      },
    },
    async (request, reply) => {
      const created = await createFilm(db, {
        account: currentAccount(request),
        values: request.body,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/films/filter',
    {
      schema: {
        tags,
        summary: "Count the account's films the filter finds",
        body: ZFilmFilter,
        response: { 200: ZFilmCount },
      },
    },
    async (request) => ({
      count: await countFilms(db, { account: currentAccount(request), filter: request.body }),
    }),
  );

  app.post(
    '/films/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "One page of the account's films (thumbnail and completeness of each)",
        params: ZFilmPageParams,
        body: ZFilmFilter,
        response: { 200: ZFilmList },
      },
    },
    async (request) =>
      listFilms(db, {
        account: currentAccount(request),
        filter: request.body,
        skip: request.params.skip,
        take: request.params.take,
      }),
  );

  app.get(
    '/films/:id',
    {
      schema: {
        tags,
        summary: 'The whole film record (every tab)',
        params: idParam,
        response: { 200: ZFilm },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      await requireViewableFilm(db, { account, id: request.params.id });
      return readFilmRecord(db, { id: request.params.id, accountId: account.Id, now: now() });
    },
  );

  app.get(
    '/films/:id/completions',
    {
      schema: {
        tags,
        summary: 'What each tab still misses before the film can be submitted',
        params: idParam,
        response: { 200: ZFilmCompletions },
      },
    },
    async (request) => getFilmCompletions(db, { account: currentAccount(request), id: request.params.id }),
  );

  app.put(
    '/films/:id',
    {
      schema: {
        tags,
        summary: 'Save the creation tab',
        params: idParam,
        body: zFilmCreationRequest(now),
        response: { 200: ZFilm },
      },
    },
    async (request) =>
      updateFilmCreation(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        now: now(),
      }),
  );

  app.put(
    '/films/:id/donnees',
    {
      schema: {
        tags,
        summary: 'Save the data tab (titles, summaries, countries, languages, genres, themes, links)',
        params: idParam,
        body: ZFilmDataRequest,
        response: { 200: ZFilm },
      },
    },
    async (request) =>
      updateFilmData(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        now: now(),
      }),
  );

  app.put(
    '/films/:id/technique',
    {
      schema: {
        tags,
        summary: 'Save the technical specification tab',
        params: idParam,
        body: ZFilmTechnicalRequest,
        response: { 200: ZFilm },
      },
    },
    async (request) =>
      updateFilmTechnical(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        now: now(),
      }),
  );

  app.put(
    '/films/:id/carriere',
    {
      schema: {
        tags,
        summary: 'Save the career tab (broadcasts and festival participations)',
        params: idParam,
        body: zFilmCareerRequest(now),
        response: { 200: ZFilm },
      },
    },
    async (request) =>
      updateFilmCareer(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        now: now(),
      }),
  );

  app.put(
    '/films/:id/publication',
    {
      schema: {
        tags,
        summary: 'Save the publication tab: private, public or password-protected, and the custom URL',
        params: idParam,
        body: ZFilmPublicationRequest,
        response: { 200: ZFilm },
      },
    },
    async (request) =>
      updateFilmPublication(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        now: now(),
      }),
  );

  app.post(
    '/films/check-shortname',
    {
      schema: {
        tags,
        summary: 'Is this custom URL free for the film (its own counts as free)?',
        body: ZShortnameCheckRequest,
        response: { 200: ZShortnameCheckAnswer },
      },
    },
    async (request) => ({
      available: await isShortnameFree(db, {
        shortname: request.body.Shortname,
        filmId: request.body.IdFilm ?? null,
      }),
    }),
  );

  app.delete(
    '/films/delete/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a film: archived when it has basket entries or submissions, otherwise removed with its files',
        params: idParam,
        response: { 200: ZFilmDeleted },
      },
    },
    async (request) =>
      deleteFilm(db, {
        account: currentAccount(request),
        id: request.params.id,
        now: now(),
        ...(options.engagements ? { engagements: options.engagements } : {}),
        storage: app.ctx.storage,
      }),
  );
};
