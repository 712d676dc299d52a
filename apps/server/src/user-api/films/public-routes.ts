import type { Db } from '@shortlist/db/client';
import { zPlainText } from '@shortlist/domain/fields/text';
import { ZPublicFilm } from '@shortlist/domain/films/api-contracts';
import { canPlayPublicly } from '@shortlist/domain/films/public-videos';
import { sharingOf, ZFilmUnlockRequest } from '@shortlist/domain/films/publication-rules';
import { type VideoPlaybackUrl, ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import { VIDEO_TYPES, type VideoType } from '@shortlist/domain/media/video-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { findFilmByKey, readPublicFilm, requirePublicAccess } from './public-film.ts';
import { publicPosterKey } from './public-videos.ts';
import { unlockFilm } from './unlock-film.ts';
import { hasUnlockGrant, UNLOCK_HOURS, unlockCookieName } from './unlock-grant.ts';

const tags = ['films'];
const keyParam = z.object({ key: zPlainText().min(1).max(100) });
const videoParams = keyParam.extend({ type: z.enum(VIDEO_TYPES) });

/** The film-video area's signed playback URLs (`video-playback.ts` `filmPlaybackUrl`), given by the composition root. */
export type PublicFilmPorts = {
  playbackUrl: (
    db: Db,
    options: { IdFilm: number; type: VideoType; secret: string; minutes: number; now: Date },
  ) => Promise<VideoPlaybackUrl>;
};

/**
 * The public film page's calls (spec §2 `film/{id or shortname}/{tab?}`): no session needed.
 * Answers are personal (`Cache-Control: private, no-store`): a protected film's page depends on
 * the visitor's unlock cookie, and the owner sees a private film's page as its preview.
 */
export const publicFilmRoutes: FastifyPluginAsyncZod<PublicFilmPorts> = async (app, ports) => {
  const { database, now, config, storage } = app.ctx;
  const db = database.db;

  /** The film a public call names, when this visitor may see its page (else 404 or 403). */
  async function visibleFilm(request: FastifyRequest, key: string) {
    const row = await findFilmByKey(db, key);
    const unlocked = hasUnlockGrant({
      filmId: row.Id,
      passwordHash: row.MotDePasse,
      cookie: request.cookies[unlockCookieName(row.Id)],
    });
    requirePublicAccess(row, { accountId: request.account?.Id ?? null, unlocked });
    return row;
  }

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
      const row = await visibleFilm(request, request.params.key);
      return readPublicFilm(db, { row, language: request.language, now: now() });
    },
  );

  app.get(
    '/public/films/:key/video/:type/url',
    {
      config: { personal: true },
      schema: {
        tags,
        summary:
          "A short-lived signed URL playing a film's trailer, or its film video with full sharing (spec §4; 404 otherwise)",
        params: videoParams,
        response: { 200: ZVideoPlaybackUrl },
      },
    },
    async (request) => {
      const row = await visibleFilm(request, request.params.key);
      const at = now();
      // Without a SuperStamp the film video is for festivals only: as if it did not exist.
      if (!canPlayPublicly(request.params.type, sharingOf(row.DateExpirationSuperTimbre, at))) {
        throw new AppError('NOT_FOUND');
      }
      return ports.playbackUrl(db, {
        IdFilm: row.Id,
        type: request.params.type,
        secret: config.mediaUrlSecret,
        minutes: config.mediaUrlMinutes,
        now: at,
      });
    },
  );

  app.get(
    '/public/films/:key/video/:type/poster',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: "The poster frame (JPEG) of a video the film's public page may play (404 otherwise)",
        params: videoParams,
      },
    },
    async (request, reply) => {
      const row = await visibleFilm(request, request.params.key);
      const key = await publicPosterKey(db, {
        IdFilm: row.Id,
        type: request.params.type,
        sharing: sharingOf(row.DateExpirationSuperTimbre, now()),
      });
      const stored = await storage.get(key);
      if (!stored) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', stored.size)
        .header('cache-control', 'private, no-store')
        .send(stored.open());
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
