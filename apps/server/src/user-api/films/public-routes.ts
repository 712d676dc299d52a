import { zPlainText } from '@shortlist/domain/fields/text';
import { ZPublicFilm } from '@shortlist/domain/films/api-contracts';
import { ZFilmUnlockRequest } from '@shortlist/domain/films/publication-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findFilmByKey, readPublicFilm, requirePublicAccess } from './public-film.ts';
import { unlockFilm } from './unlock-film.ts';
import { hasUnlockGrant, UNLOCK_HOURS, unlockCookieName } from './unlock-grant.ts';

const tags = ['films'];
const keyParam = z.object({ key: zPlainText().min(1).max(100) });

/**
 * The public film page's calls (spec §2 `film/{id or shortname}/{tab?}`): no session needed.
 * Answers are personal (`Cache-Control: private, no-store`): a protected film's page depends on
 * the visitor's unlock cookie, and the owner sees a private film's page as its preview.
 */
export const publicFilmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config } = app.ctx;
  const db = database.db;

  app.get(
    '/public/films/:key',
    {
      config: { personal: true },
      schema: {
        tags,
        summary:
          'The public page of a film, by id or shortname (404 private or unknown, 403 FILM_PASSWORD_REQUIRED)',
        params: keyParam,
        response: { 200: ZPublicFilm },
      },
    },
    async (request) => {
      const row = await findFilmByKey(db, request.params.key);
      const unlocked = hasUnlockGrant({
        filmId: row.Id,
        passwordHash: row.MotDePasse,
        cookie: request.cookies[unlockCookieName(row.Id)],
      });
      requirePublicAccess(row, { accountId: request.account?.Id ?? null, unlocked });
      return readPublicFilm(db, { row, language: request.language, now: now() });
    },
  );

  app.post(
    '/public/films/:key/unlock',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: 'Unlock a password-protected film (401 FILM_PASSWORD_WRONG, 429 FILM_UNLOCK_THROTTLED)',
        params: keyParam,
        body: ZFilmUnlockRequest,
        response: { 200: ZPublicFilm },
      },
    },
    async (request, reply) => {
      const at = now();
      const { row, grant } = await unlockFilm(db, {
        key: request.params.key,
        password: request.body.MotDePasse,
        ip: request.ip,
        now: at,
      });
      if (grant) {
        reply.setCookie(unlockCookieName(row.Id), grant, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureTransport,
          expires: new Date(at.getTime() + UNLOCK_HOURS * 3600_000),
        });
      }
      return readPublicFilm(db, { row, language: request.language, now: at });
    },
  );
};
