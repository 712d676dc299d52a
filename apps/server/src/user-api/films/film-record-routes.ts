import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZFilm, ZFilmCompletions } from '@shortlist/domain/films/api-contracts';
import {
  ZFilmDataRequest,
  ZFilmTechnicalRequest,
  zFilmCareerRequest,
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
import { getFilmCompletions } from './film-completions.ts';
import { readFilmRecord, requireViewableFilm } from './film-record.ts';
import { updateFilmCareer } from './update-film-career.ts';
import { updateFilmCreation } from './update-film-creation.ts';
import { updateFilmData } from './update-film-data.ts';
import { isShortnameFree, updateFilmPublication } from './update-film-publication.ts';
import { updateFilmTechnical } from './update-film-technical.ts';

const tags = ['films'];
const idParam = z.object({ id: ZIdParam });

/**
 * One film's record: read whole, what each tab misses, and each tab saved. Signed in and scoped
 * to the account (another account's film answers 404); each body is the domain rule schema of
 * its tab: Fastify checks it once and the use case receives the values.
 */
export const filmRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

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
};
