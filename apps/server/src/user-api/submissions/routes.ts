import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZAddToBasketRequest,
  ZAddToBasketResponse,
  ZBasketCount,
  ZCompareFilmSectionRequest,
  ZCompareFilmSectionResponse,
  ZSectionPasswordCheck,
  ZSubmissionFilterRequest,
  ZSubmissionFilterResponse,
} from '@shortlist/domain/submissions/api-contracts';
import { ZFilmPanelRequest, ZFilmPanelResponse } from '@shortlist/domain/submissions/film-panel-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { onFestivalEdit } from '../../shared-kernel/festival-edits.ts';
import { addToBasket } from './add-to-basket.ts';
import { basketTotal } from './basket-total.ts';
import { checkSectionPassword } from './check-section-password.ts';
import { compareFilmSection } from './compare-film-section.ts';
import { filmPanel } from './film-panel.ts';
import { listSubmissions } from './list-submissions.ts';
import { OpenCallsCache } from './open-calls.ts';
import { removeFromBasket } from './remove-from-basket.ts';

const tags = ['submissions'];

export type SubmissionRoutesOptions = {
  /** How long a film's panel keeps the open calls (open-calls.ts); 0 reads them every time. */
  openCallsTtlMs?: number;
};

/** Eligibility and the basket's entries (spec §7 Submissions); every call is signed in. */
export const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const openCalls = new OpenCallsCache(db, options.openCallsTtlMs, now);
  // An edit on any instance reloads the open calls within a second (issue 33).
  onFestivalEdit(app, db, () => openCalls.clear());
  app.addHook('preValidation', requireAccount);

  app.post(
    '/compare-film-section',
    {
      schema: {
        tags,
        summary:
          "The account's film (or films) against a section, a festival's current sections or every open call",
        body: ZCompareFilmSectionRequest,
        response: { 200: ZCompareFilmSectionResponse, 404: ZApiError },
      },
    },
    async (request) =>
      compareFilmSection(db, {
        accountId: currentAccount(request).Id,
        ...request.body,
        language: request.language,
        now: now(),
      }),
  );

  app.post(
    '/inscriptions/by-film/:idFilm',
    {
      schema: {
        tags,
        summary: 'Put entries of a film in the basket (items campaignId§sectionId), all or nothing',
        params: z.object({ idFilm: ZIdParam }),
        body: ZAddToBasketRequest,
        response: {
          201: ZAddToBasketResponse,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          422: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      if (request.params.idFilm !== request.body.idFilm) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'idFilm', code: 'MISMATCH', message: 'MISMATCH' }],
        });
      }
      const added = await addToBasket(db, {
        accountId: currentAccount(request).Id,
        request: request.body,
        now: now(),
      });
      return reply.status(201).send(added);
    },
  );

  app.get(
    '/inscriptions/panier',
    {
      schema: {
        tags,
        summary: 'How many items (entries, booklets, SuperStamps) wait in the basket',
        response: { 200: ZBasketCount },
      },
    },
    async (request) => basketTotal(db, { accountId: currentAccount(request).Id }),
  );

  app.delete(
    '/inscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Take an unfinished entry out of the basket',
        params: z.object({ id: ZIdParam }),
        response: { 200: ZDone, 404: ZApiError },
      },
    },
    async (request) => {
      await removeFromBasket(db, { accountId: currentAccount(request).Id, IdInscription: request.params.id });
      return { ok: true } as const;
    },
  );

  app.post(
    '/inscriptions/filter',
    {
      schema: {
        tags,
        summary: "The account's submissions matching a search and a status mask (the submissions page)",
        body: ZSubmissionFilterRequest,
        response: { 200: ZSubmissionFilterResponse },
      },
    },
    async (request) => ({
      items: await listSubmissions(db, {
        accountId: currentAccount(request).Id,
        filter: request.body,
        language: request.language,
        now: now(),
      }),
    }),
  );

  app.post(
    '/compare-film-section/by-film/:idFilm',
    {
      schema: {
        tags,
        summary: "A film's panel one page at a time: tab counts, then a page of one tab's festivals",
        params: z.object({ idFilm: ZIdParam }),
        body: ZFilmPanelRequest,
        response: { 200: ZFilmPanelResponse, 404: ZApiError },
      },
    },
    async (request) =>
      filmPanel(db, {
        accountId: currentAccount(request).Id,
        IdFilm: request.params.idFilm,
        openCalls,
        ...request.body,
        language: request.language,
        now: now(),
      }),
  );

  app.post(
    '/sections/:IdCampagneSection/password/check',
    {
      schema: {
        tags,
        summary: "Check a protected section's password when it is ticked (204; 403 wrong, 429 too many)",
        params: z.object({ IdCampagneSection: ZIdParam }),
        body: ZSectionPasswordCheck,
        response: { 204: z.null(), 403: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await checkSectionPassword(db, {
        accountId: currentAccount(request).Id,
        IdCampagneSection: request.params.IdCampagneSection,
        password: request.body.password,
        now: now(),
      });
      return reply.status(204).send(null);
    },
  );
};
