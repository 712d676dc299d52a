import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZSubtitleUploadQuery } from '@shortlist/domain/media/video-contracts';
import { VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import {
  registerUploadBody,
  UPLOAD_CONTENT_TYPE,
  uploadedBytes,
} from '../../platform/storage/upload-body.ts';
import { addVideoSubtitles } from './add-video-subtitles.ts';
import { removeVideoSubtitles } from './remove-video-subtitles.ts';
import { ZSignedUrlQuery } from './signed-url-query.ts';
import { signedPoster, signedSubtitle } from './video-playback.ts';

const tags = ['film video'];
/** An SRT file of a feature film is a few hundred kilobytes. */
const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Subtitles of a film video: the owner adds an SRT per language or removes one; the player reads
 * WebVTT by signed URL.
 */
export const subtitleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config } = app.ctx;
  const db = database.db;

  const uploadRoutes: FastifyPluginAsyncZod = async (owner) => {
    owner.addHook('preValidation', requireAccount);
    registerUploadBody(owner);
    owner.put(
      '/films/:idFilm/video/:type/subtitles/:idLangue',
      {
        bodyLimit: SUBTITLE_MAX_BYTES,
        schema: {
          tags,
          summary: 'Add the subtitles of one language (SRT, checked line by line, stored as WebVTT)',
          consumes: [UPLOAD_CONTENT_TYPE],
          params: z.object({ idFilm: ZIdParam, type: z.enum(VIDEO_TYPES), idLangue: ZIdParam }),
          querystring: ZSubtitleUploadQuery,
          response: { 200: z.object({ IdLangue: z.number().int() }) },
        },
      },
      async (request) =>
        addVideoSubtitles(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          type: request.params.type,
          IdLangue: request.params.idLangue,
          bytes: uploadedBytes(request),
          FichierOriginal: request.query.FichierOriginal ?? null,
          storage,
          language: request.language,
        }),
    );
    owner.delete(
      '/films/:idFilm/video/:type/subtitles/:idLangue',
      {
        schema: {
          tags,
          summary: 'Remove the subtitles of one language (the track and its file)',
          params: z.object({ idFilm: ZIdParam, type: z.enum(VIDEO_TYPES), idLangue: ZIdParam }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeVideoSubtitles(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          type: request.params.type,
          IdLangue: request.params.idLangue,
          storage,
        });
        return reply.code(204).send(null);
      },
    );
  };
  await app.register(uploadRoutes);

  app.get(
    '/media/subtitles/:id',
    {
      schema: {
        tags,
        summary: 'A subtitle track (WebVTT) through its signed URL',
        params: z.object({ id: ZIdParam }),
        querystring: ZSignedUrlQuery,
      },
    },
    async (request, reply) => {
      const track = await signedSubtitle(db, {
        Id: request.params.id,
        exp: request.query.exp,
        sig: request.query.sig,
        secret: config.mediaUrlSecret,
        now: now(),
      });
      const stored = await storage.get(track.Fichier);
      if (!stored) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(stored.open());
    },
  );

  app.get(
    '/media/posters/:id',
    {
      schema: {
        tags,
        summary: "A video's poster frame (JPEG) through its signed URL",
        params: z.object({ id: ZIdParam }),
        querystring: ZSignedUrlQuery,
      },
    },
    async (request, reply) => {
      const poster = await signedPoster(db, {
        Id: request.params.id,
        exp: request.query.exp,
        sig: request.query.sig,
        secret: config.mediaUrlSecret,
        now: now(),
      });
      const stored = await storage.get(poster.Affiche);
      if (!stored) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .send(stored.open());
    },
  );
};
