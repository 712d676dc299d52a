import type { Readable } from 'node:stream';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { parseTusMetadata, ZVideoUploadMetadata } from '@shortlist/domain/media/video-contracts';
import { sniffVideoContainer, VIDEO_SNIFF_BYTES } from '@shortlist/domain/media/video-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { PostgresLocker } from '../../platform/uploads/postgres-locker.ts';
import { peekBody, sendWebResponse, webRequestOf } from '../../platform/uploads/tus-bridge.ts';
import { createTusUploads } from '../../platform/uploads/tus-server.ts';
import { finishVideoUpload } from './finish-video-upload.ts';
import { startVideoUpload, type VideoUploadBinding } from './start-video-upload.ts';
import { dropVideoUpload, findVideoUpload, recordVideoUpload } from './video-uploads.ts';

const tags = ['film video'];
/** tus upload ids are 32 lowercase hex characters (`@tus/server`'s default naming). */
export const uploadParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
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

/** Bytes a successful PATCH added: tus's new `Upload-Offset` less the one the request started at. */
function bytesAccepted(headers: Record<string, string | string[] | undefined>, response: Response): number {
  const from = Number(headers['upload-offset']);
  const to = Number(response.headers.get('upload-offset'));
  return Number.isSafeInteger(from) && Number.isSafeInteger(to) ? Math.max(0, to - from) : 0;
}

/**
 * Resumable uploads of a film video or trailer with tus at `/api/uploads` (issue 13): creating an
 * upload needs a session and the film; resuming one needs its URL, and a signed-in account other
 * than its creator gets 404. The bytes are handed to `@tus/server` (`platform/uploads/`).
 */
export const tusUploadRoutes: FastifyPluginAsyncZod = async (tus) => {
  const { database, now, storage, uploads: uploadStore } = tus.ctx;
  const db = database.db;
  const bindings = new WeakMap<Request, VideoUploadBinding>();

  const uploads = createTusUploads({
    store: uploadStore,
    path: '/api/uploads',
    locker: new PostgresLocker(db),
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
      const response = await throughTus(webRequestOf(request, body));
      if (response.ok) tus.ctx.metrics?.countUploadBytes(bytesAccepted(request.headers, response));
      return sendWebResponse(request, reply, response);
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
