import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers above this size are compressed when the client accepts it. Below it the headers
 * outweigh the saving (a TCP packet holds ~1.4 KB anyway).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of answers compressed per request. 11 (the build files' setting) costs tens of
 * milliseconds on a directory page; 4 is within a few percent of gzip -9's size at gzip -1's cost.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Text answers only: HTML, CSS, JS, JSON, XML and SVG. The plugin's default also compresses
 * `application/octet-stream`, i.e. document and video downloads, which gain nothing and would
 * lose their Content-Length.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/javascript|[+/](?:json|xml)(?:;|$)/u;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Compresses dynamic text answers (HTML shell, JSON, SVG placeholders) with brotli or gzip as
 * `Accept-Encoding` asks, and sets `Vary: Accept-Encoding`. Build files are compressed once at
 * build time and served as they are (`@fastify/static` `preCompressed`); an answer that already
 * has a `Content-Encoding` is left alone. Must be registered before the routes (the plugin hooks
 * `onRoute`). Request bodies are not decompressed: clients send small JSON, and inflating
 * bodies would let a few KB expand past the body limits before they are checked.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
  });
  compressNotFoundAnswers(app);
}

/**
 * The page shell (and anything else answered by the not-found handler: every page route of
 * the SPA) never passes Fastify's `onRoute`, so `@fastify/compress` does not see it. This hook
 * applies the same rules to those answers only: same encodings, threshold, types and quality.
 */
function compressNotFoundAnswers(app: FastifyInstance): void {
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.is404 || payload === null || payload === undefined) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const accepted = request.headers['accept-encoding'];
    const encoding = typeof accepted === 'string' ? negotiator.negotiate(accepted) : null;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
      // The answer depends on Accept-Encoding whether or not this client gets it compressed.
      reply.header('vary', varyWithAcceptEncoding(reply));
      if (!encoding) return payload;
      const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
      reply.header('content-encoding', encoding).header('content-length', body.length);
      return body;
    }
    if (typeof (payload as Readable).pipe !== 'function') return payload;
    // A streamed page (server rendering): compress as it flows.
    reply.header('vary', varyWithAcceptEncoding(reply));
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    const compressor = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
    return pipeline(payload as Readable, compressor, (error) => {
      if (error) request.log.warn({ err: error }, 'compressed page stream ended early');
    });
  });
}

function varyWithAcceptEncoding(reply: FastifyReply): string {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
