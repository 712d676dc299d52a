import type { Readable } from 'node:stream';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  parseTusMetadata,
  ZFilmVideoList,
  ZVideoPlaybackUrl,
  ZVideoUploadMetadata,
} from '@shortlist/domain/media/video-contracts';
import { ZVideoImport, ZVideoImportRequest } from '@shortlist/domain/media/video-links';
import { sniffVideoContainer, VIDEO_SNIFF_BYTES, VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import { ZFilmVideoStates } from '@shortlist/domain/media/video-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { parseByteRange } from '../../platform/storage/byte-range.ts';
import { peekBody, sendWebResponse, webRequestOf } from '../../platform/uploads/tus-bridge.ts';
import { createTusUploads } from '../../platform/uploads/tus-server.ts';
import { finishVideoUpload } from './finish-video-upload.ts';
import { importVideoLink } from './import-video-link.ts';
import { listFilmVideos } from './list-film-videos.ts';
import { listVideoStates } from './list-video-states.ts';
import { ZSignedUrlQuery } from './signed-url-query.ts';
import { startVideoUpload, type VideoUploadBinding } from './start-video-upload.ts';
import { subtitleRoutes } from './subtitle-routes.ts';
import { dismissVideoImport, listVideoImports } from './video-imports.ts';
import { signedVideo, videoPlaybackUrl } from './video-playback.ts';
import { dropVideoUpload, findVideoUpload, recordVideoUpload } from './video-uploads.ts';
import { vimeoRoutes } from './vimeo-routes.ts';

const tags = ['film video'];
const filmParam = z.object({ idFilm: ZIdParam });
/** tus upload ids are 32 lowercase hex characters (`@tus/server`'s default naming). */
const uploadParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
const TUS_BODY_TYPE = 'application/offset+octet-stream';

/** The size a client declares for a new upload (`Upload-Length`), or a 400. */
function uploadLength(header: string | string[] | undefined): number {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header) || Number(header) < 1) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'Upload-Length', code: 'REQUIRED', message: 'Upload-Length' }],
    });
  }
  return Number(header);
}

function uploadMetadata(header: string | string[] | undefined) {
  const raw = parseTusMetadata(typeof header === 'string' ? header : undefined);
  const parsed = ZVideoUploadMetadata.safeParse(raw ?? {});
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * The film video and trailer (issue 13): resumable uploads with tus at `/api/uploads`, and the
 * media tab's answer `GET films/{IdFilm}/video`. Creating an upload needs a session and the
 * film; resuming one needs its URL, and a signed-in account other than its creator gets 404.
 */
export const filmVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config, uploads: uploadStore } = app.ctx;
  const db = database.db;
  const bindings = new WeakMap<Request, VideoUploadBinding>();

  const uploads = createTusUploads({
    store: uploadStore,
    path: '/api/uploads',
    async onCreate(request, upload) {
      const binding = bindings.get(request);
      if (!binding) throw new AppError('NOT_FOUND');
      await recordVideoUpload(db, { Id: upload.id, binding, now: now() });
    },
    async onFinish(_request, upload) {
      try {
        const file = uploadStore.finished(upload.id);
        await finishVideoUpload(db, { uploadId: upload.id, file, storage, now: now() });
        await uploads.forget(upload.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'FILE_TYPE_REFUSED') {
          await uploads.remove(upload.id);
          await dropVideoUpload(db, upload.id);
        }
        throw error;
      }
    },
  });

  /** Hands the request to tus and answers what it says, or throws what a hook or the store threw. */
  async function throughTus(request: Request) {
    const response = await uploads.server.handleWeb(request);
    const failure = uploads.failureOf(request);
    if (failure) throw failure;
    return response;
  }

  const tusRoutes: FastifyPluginAsyncZod = async (tus) => {
    // The bytes stream to the file as they come: no parser reads them.
    tus.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));

    tus.post(
      '/uploads',
      {
        preValidation: requireAccount,
        schema: {
          tags,
          summary: 'Start a resumable (tus) upload of a film video or trailer',
          description:
            'Headers: `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes), `Upload-Metadata` with filmId, type (film or trailer), filename, filetype. The size and type are checked before any byte is stored.',
        },
      },
      async (request, reply) => {
        const binding = await startVideoUpload(db, {
          account: currentAccount(request),
          metadata: uploadMetadata(request.headers['upload-metadata']),
          length: uploadLength(request.headers['upload-length']),
          now: now(),
        });
        const web = webRequestOf(request);
        bindings.set(web, binding);
        return sendWebResponse(request, reply, await throughTus(web));
      },
    );

    tus.route({
      method: 'HEAD',
      url: '/uploads/:id',
      schema: { tags, summary: 'How many bytes of an upload the server has (tus)', params: uploadParam },
      handler: async (request, reply) => {
        await findVideoUpload(db, { Id: request.params.id, account: request.account });
        return sendWebResponse(request, reply, await throughTus(webRequestOf(request)));
      },
    });

    tus.patch(
      '/uploads/:id',
      {
        schema: {
          tags,
          summary: 'Send the next bytes of an upload (tus, `application/offset+octet-stream`)',
          params: uploadParam,
        },
      },
      async (request, reply) => {
        const upload = await findVideoUpload(db, { Id: request.params.id, account: request.account });
        let body: Readable = request.raw;
        if (request.headers['upload-offset'] === '0') {
          // The first bytes must be a video container before anything is written.
          const peeked = await peekBody(request.raw, Math.min(VIDEO_SNIFF_BYTES, upload.Taille));
          if (!sniffVideoContainer(peeked.head)) {
            peeked.body.destroy();
            await uploads.remove(upload.Id);
            await dropVideoUpload(db, upload.Id);
            reply.header('connection', 'close');
            throw new AppError('FILE_TYPE_REFUSED');
          }
          body = peeked.body;
        }
        return sendWebResponse(request, reply, await throughTus(webRequestOf(request, body)));
      },
    );

    tus.delete(
      '/uploads/:id',
      { schema: { tags, summary: 'Cancel an upload in progress (tus termination)', params: uploadParam } },
      async (request, reply) => {
        const upload = await findVideoUpload(db, { Id: request.params.id, account: request.account });
        const response = await throughTus(webRequestOf(request));
        if (response.ok) await dropVideoUpload(db, upload.Id);
        return sendWebResponse(request, reply, response);
      },
    );
  };
  await app.register(tusRoutes);
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
