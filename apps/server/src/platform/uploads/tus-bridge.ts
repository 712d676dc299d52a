import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, sendError } from '../errors.ts';

/**
 * Fastify and `@tus/server` meet through web `Request` / `Response` (`server.handleWeb`), so
 * the tus calls keep Fastify's hooks (sessions, CSRF, security headers, request ids) and our
 * error answers, instead of being hijacked. The body is never parsed: the bytes stream from
 * the socket to the file.
 */

/** The web request tus reads, with the body given (a PATCH's bytes) or none. */
export function webRequestOf(request: FastifyRequest, body?: Readable): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = `http://${request.host || 'localhost'}${request.url}`;
  if (!body) return new Request(url, { method: request.method, headers });
  return new Request(url, {
    method: request.method,
    headers,
    body: Readable.toWeb(body) as ReadableStream,
    // Node's fetch needs it for a streamed body.
    duplex: 'half',
  } as RequestInit);
}

/**
 * Sends tus's answer through Fastify (status, headers, body). A refusal of tus's own (a wrong
 * offset 409, a missing header 412, an expired upload 410) keeps its status and tus headers but
 * answers in our `{ code, message, fields }` shape, its text as the field's message; a 5xx of
 * tus's is logged with the request id and its text stays in the log.
 */
export async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && (response.ok || name !== 'content-type')) reply.header(name, value);
  });
  const text = await response.text();
  if (response.ok) return reply.send(text || undefined);
  const detail = text.trim().slice(0, 300);
  const code = codeForStatus(response.status);
  if (response.status >= 500) {
    request.log.error({ tusStatus: response.status, tusAnswer: detail }, 'upload failed in tus');
    return sendError(request, reply, { code: 'INTERNAL', status: response.status });
  }
  const fields =
    code === 'VALIDATION_FAILED' ? [{ path: '', code: 'TUS_PROTOCOL', message: detail }] : undefined;
  return sendError(request, reply, { code, status: response.status, fields });
}

/**
 * Reads the first `count` bytes of a request body (fewer when it ends first) and returns them
 * with a stream that yields them again followed by the rest, so a check of the first bytes
 * (is it a video?) runs before anything is stored.
 */
export async function peekBody(raw: Readable, count: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = raw[Symbol.asyncIterator]();
  let ended = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value as Buffer);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  // A dropped connection reaches tus as a failed body, so it keeps the bytes it has.
  raw.once('aborted', () => body.destroy(new Error('client aborted')));
  raw.once('error', (error) => body.destroy(error));
  return { head: head.subarray(0, count), body };
}
