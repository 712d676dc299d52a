import { formatMegabytes } from '@shortlist/domain/media/media-limits';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Uploads (a photo, a document) are the file's bytes as the whole request body, sent as
 * `application/octet-stream`, with what describes them (type, credit, file name) in the query
 * string. So the query is checked by the route's zod schema like any other field and fuzzed with
 * the other operations, and no multipart parser sits between the client and the bytes. The
 * browser sends a `File` as the body of one `fetch`/XHR (XHR gives upload progress).
 */
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/**
 * Lets the routes of the calling plugin (and only those: Fastify scopes parsers to a plugin)
 * take an upload body, read into memory up to each route's `bodyLimit` (a few megabytes: photos
 * and documents; videos go through tus). A body over the limit answers 413 FILE_TOO_LARGE
 * naming the limit (spec §8 "file exceeds maximum size ({size})"); every other error goes on to
 * the app's error handler.
 */
export function registerUploadBody(app: FastifyInstance): void {
  app.addContentTypeParser(UPLOAD_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE', {
        params: { size: formatMegabytes(request.routeOptions.bodyLimit) },
      });
    }
    throw error;
  });
}

/** The uploaded bytes, or FILE_MISSING when the request carried none (or not as an upload). */
export function uploadedBytes(request: FastifyRequest): Buffer {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('FILE_MISSING');
  return body;
}
