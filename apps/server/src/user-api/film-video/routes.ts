import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZFilmVideoList, ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import { ZVideoImport, ZVideoImportRequest } from '@shortlist/domain/media/video-links';
import { VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import { ZFilmVideoStates } from '@shortlist/domain/media/video-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { parseByteRange } from '../../platform/storage/byte-range.ts';
import { importVideoLink } from './import-video-link.ts';
import { listFilmVideos } from './list-film-videos.ts';
import { listVideoStates } from './list-video-states.ts';
import { ZSignedUrlQuery } from './signed-url-query.ts';
import { subtitleRoutes } from './subtitle-routes.ts';
import { tusUploadRoutes, uploadParam } from './tus-routes.ts';
import { dismissVideoImport, listVideoImports } from './video-imports.ts';
import { signedVideo, videoPlaybackUrl } from './video-playback.ts';
import { vimeoRoutes } from './vimeo-routes.ts';

const tags = ['film video'];
const filmParam = z.object({ idFilm: ZIdParam });

/**
 * The film video and trailer (issue 13): the media tab's answer `GET films/{IdFilm}/video`, link
 * imports, playback by signed URL; the resumable uploads (tus-routes.ts), subtitles and Vimeo
 * have route files of their own.
 */
export const filmVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config } = app.ctx;
  const db = database.db;
  await app.register(tusUploadRoutes);
  await app.register(subtitleRoutes);
  await app.register(vimeoRoutes);

  app.post(
    '/films/:idFilm/video/import',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'Import the film video or trailer from a direct, Dropbox or Google Drive link (a job)',
        params: filmParam,
        body: ZVideoImportRequest,
        response: { 202: z.object({ uploadId: z.string() }) },
      },
    },
    async (request, reply) => {
      const answer = await importVideoLink(db, {
        account: currentAccount(request),
        IdFilm: request.params.idFilm,
        request: request.body,
        now: now(),
        allowPrivate: config.videoImportAllowPrivate,
      });
      return reply.status(202).send(answer);
    },
  );
  app.get(
    '/films/:idFilm/video/imports',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "The film's link imports running or failed, with their progress",
        params: filmParam,
        response: { 200: z.array(ZVideoImport) },
      },
    },
    async (request) =>
      listVideoImports(db, { account: currentAccount(request), IdFilm: request.params.idFilm }),
  );
  app.delete(
    '/films/:idFilm/video/imports/:id',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'Dismiss a failed link import',
        params: filmParam.extend(uploadParam.shape),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await dismissVideoImport(db, {
        account: currentAccount(request),
        IdFilm: request.params.idFilm,
        Id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/films/videos',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "Each of the account's films (not archived) with its film video's state and limit date",
        response: { 200: ZFilmVideoStates },
      },
    },
    async (request) => listVideoStates(db, { accountId: currentAccount(request).Id, now: now() }),
  );

  app.get(
    '/films/:idFilm/video',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "The film's video and trailer: retention dates, technical check, size limits",
        params: filmParam,
        response: { 200: ZFilmVideoList },
      },
    },
    async (request) =>
      listFilmVideos(db, { account: currentAccount(request), IdFilm: request.params.idFilm, now: now() }),
  );

  app.get(
    '/films/:idFilm/video/:type/url',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'A short-lived signed URL playing the film video or trailer (owner only)',
        params: z.object({ idFilm: ZIdParam, type: z.enum(VIDEO_TYPES) }),
        response: { 200: ZVideoPlaybackUrl },
      },
    },
    async (request) =>
      videoPlaybackUrl(db, {
        account: currentAccount(request),
        IdFilm: request.params.idFilm,
        type: request.params.type,
        secret: config.mediaUrlSecret,
        minutes: config.mediaUrlMinutes,
        now: now(),
      }),
  );

  app.get(
    '/media/videos/:id',
    {
      schema: {
        tags,
        summary: 'Play a video through its signed URL, with HTTP range requests',
        params: z.object({ id: ZIdParam }),
        querystring: ZSignedUrlQuery,
      },
    },
    async (request, reply) => {
      const video = await signedVideo(db, {
        Id: request.params.id,
        exp: request.query.exp,
        sig: request.query.sig,
        secret: config.mediaUrlSecret,
        now: now(),
      });
      const stored = await storage.get(video.Fichier);
      if (!stored) throw new AppError('NOT_FOUND');
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', video.Mime)
        // A signed answer is for this viewer only and must not outlive its URL in a cache.
        .header('cache-control', 'private, no-store');
      const range = parseByteRange(request.headers.range, stored.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${stored.size}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(stored.open(range));
      }
      return reply.header('content-length', stored.size).send(stored.open());
    },
  );
};
