import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import {
  ZDeadlineCalendar,
  ZDeadlineRemindersRequest,
  ZFavouriteList,
  ZFavouriteRequest,
} from '@shortlist/domain/favourites/api-contracts';
import { ZWeekDeadlines } from '@shortlist/domain/favourites/week-deadlines';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { addFavourite } from './add-favourite.ts';
import { deadlineFeed } from './deadline-feed.ts';
import { getDeadlineCalendar } from './get-deadline-calendar.ts';
import { listFavourites } from './list-favourites.ts';
import { removeFavourite } from './remove-favourite.ts';
import { renewCalendarToken } from './renew-calendar-token.ts';
import { revokeCalendarToken } from './revoke-calendar-token.ts';
import { switchDeadlineReminders } from './switch-deadline-reminders.ts';
import { weekDeadlines } from './week-deadlines.ts';

const tags = ['favourites'];
const done = { ok: true } as const;

/** Favourites (spec §7 Account) and the deadline calendar settings; every call needs a session. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.ctx;
  const db = database.db;
  const { publicUrl } = config;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/compte/favoris',
    { schema: { tags, summary: 'Favourite festival ids, newest first', response: { 200: ZFavouriteList } } },
    async (request) => ({ IdsFestival: await listFavourites(db, { accountId: currentAccount(request).Id }) }),
  );

  app.get(
    '/compte/favoris/echeances',
    {
      schema: {
        tags,
        summary:
          'Deadlines of the next 7 days at favourite festivals and festivals with an entry in the basket',
        response: { 200: ZWeekDeadlines },
      },
    },
    async (request) => weekDeadlines(db, { accountId: currentAccount(request).Id, now: app.ctx.now() }),
  );

  app.post(
    '/compte/add-favoris',
    {
      schema: {
        tags,
        summary: 'Add a festival to the favourites',
        body: ZFavouriteRequest,
        response: { 200: ZDone, 404: ZApiError },
      },
    },
    async (request) => {
      await addFavourite(db, { accountId: currentAccount(request).Id, festivalId: request.body.IdFestival });
      return done;
    },
  );

  app.delete(
    '/compte/delete-favoris',
    {
      schema: {
        tags,
        summary: 'Remove a festival from the favourites',
        body: ZFavouriteRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await removeFavourite(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.body.IdFestival,
      });
      return done;
    },
  );

  app.get(
    '/compte/calendrier-favoris',
    {
      schema: {
        tags,
        summary: 'Private deadline-calendar address and reminder switch',
        response: { 200: ZDeadlineCalendar },
      },
    },
    async (request) => getDeadlineCalendar(db, { accountId: currentAccount(request).Id, publicUrl }),
  );

  app.post(
    '/compte/calendrier-favoris/lien',
    {
      schema: {
        tags,
        summary: 'New private calendar address (the previous one stops working)',
        response: { 200: ZDeadlineCalendar },
      },
    },
    async (request) => renewCalendarToken(db, { accountId: currentAccount(request).Id, publicUrl }),
  );

  app.delete(
    '/compte/calendrier-favoris/lien',
    {
      schema: { tags, summary: 'Revoke the private calendar address', response: { 200: ZDeadlineCalendar } },
    },
    async (request) => revokeCalendarToken(db, { accountId: currentAccount(request).Id, publicUrl }),
  );

  app.put(
    '/compte/rappels-favoris',
    {
      schema: {
        tags,
        summary: 'Deadline reminder emails on or off',
        body: ZDeadlineRemindersRequest,
        response: { 200: ZDeadlineCalendar },
      },
    },
    async (request) =>
      switchDeadlineReminders(db, {
        accountId: currentAccount(request).Id,
        on: request.body.IsRappelEcheance,
        publicUrl,
      }),
  );
};

const FEED_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/;

/** The private iCalendar feed, fetched by calendar applications without a session. */
export const deadlineFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.ctx;
  app.get(
    '/public/calendrier-favoris/:file',
    {
      // One person's favourites behind a secret address: no cache may keep it (platform/personal-answers.ts).
      config: { personal: true },
      schema: {
        tags,
        summary: 'iCalendar feed of the favourite festivals’ deadlines (private address)',
        params: z.object({ file: ZPlainText }),
        response: { 200: z.string(), 404: ZApiError },
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      if (!token) throw new AppError('NOT_FOUND');
      const body = await deadlineFeed(database.db, {
        token,
        now: app.ctx.now(),
        publicUrl: config.publicUrl,
      });
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="shortlist-deadlines.ics"')
        .header('X-Robots-Tag', 'noindex');
      return body;
    },
  );
};
