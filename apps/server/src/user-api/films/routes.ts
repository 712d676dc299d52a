import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZFilm,
  ZFilmCount,
  ZFilmDeleted,
  ZFilmFilter,
  ZFilmList,
  ZFilmPageParams,
} from '@shortlist/domain/films/api-contracts';
import { zFilmCreateRequest } from '@shortlist/domain/films/film-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createFilm } from './create-film.ts';
import { deleteFilm, type FilmEngagements } from './delete-film.ts';
import { filmRecordRoutes } from './film-record-routes.ts';
import { countFilms, listFilms } from './filter-films.ts';

const tags = ['films'];
const idParam = z.object({ id: ZIdParam });

export type FilmRoutesOptions = {
  /** Basket entries and submissions of a film (the submissions area), deciding archive or removal. */
  engagements?: FilmEngagements;
};

/**
 * The owner's film calls (spec §7 Films and the generic entity calls for `films`). Every call
 * is signed in and scoped to the account: another account's film answers 404. Here the account's
 * films (create, find, delete); one film's record and its tabs in film-record-routes.ts.
 */
export const filmRoutes: FastifyPluginAsyncZod<FilmRoutesOptions> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  await app.register(filmRecordRoutes);
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

  // Spec §7's generic `GET {name}s/filter/{skip}/{take}`: the same page without a filter, newest first.
  app.get(
    '/films/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "One page of the account's films, unfiltered, newest first (the POST takes a filter)",
        params: ZFilmPageParams,
        response: { 200: ZFilmList },
      },
    },
    async (request) =>
      listFilms(db, {
        account: currentAccount(request),
        filter: ZFilmFilter.parse({}),
        skip: request.params.skip,
        take: request.params.take,
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
