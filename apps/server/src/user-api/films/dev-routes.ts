import { film } from '@shortlist/db/schema/films';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { canEditFilm } from '@shortlist/domain/films/film-ownership';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';

/**
 * `POST /api/dev/films/:id/superstamp`: gives the signed-in owner's film a SuperStamp for a year, so
 * developers and the end-to-end journeys can reach what it unlocks (password protection, full
 * sharing, 20 photos) before the order issue sells SuperStamps. Registered beside the dev
 * mailbox only, never in production.
 */
export const filmDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  app.addHook('preValidation', requireAccount);
  app.post(
    '/films/:id/superstamp',
    {
      schema: {
        hide: true,
        params: z.object({ id: ZIdParam }),
        response: { 200: z.object({ DateExpirationSuperTimbre: z.string() }) },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const [row] = await database.db.select().from(film).where(eq(film.Id, request.params.id));
      if (!row || !canEditFilm(account.Id, row)) throw new AppError('NOT_FOUND');
      const expiry = new Date(now().getTime() + 365 * 24 * 3600_000);
      await database.db.update(film).set({ DateExpirationSuperTimbre: expiry }).where(eq(film.Id, row.Id));
      return { DateExpirationSuperTimbre: expiry.toISOString() };
    },
  );
};
