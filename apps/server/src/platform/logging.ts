import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

export type LogStream = { write(line: string): void };

const REDACTED = '[redacted]';
// A query key worth keeping in a log line: a plain name, not a value typed as a key (`?ada@x.org`).
const PLAIN_KEY = /^[A-Za-z0-9_.[\]-]{1,40}$/;
// Route parameters that are secrets (emailed tokens, the private calendar feed's address).
const SECRET_PARAM = /:(token|file)\b/;

/**
 * A URL as it may be logged: the path stays, every query value becomes `[redacted]` (searches
 * carry emails and addresses), and a path holding a secret is logged as its route pattern.
 */
export function urlForLog(url: string, routePattern?: string): string {
  const mark = url.indexOf('?');
  const path =
    routePattern && SECRET_PARAM.test(routePattern) ? routePattern : mark < 0 ? url : url.slice(0, mark);
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const key = part.split('=', 1)[0] ?? '';
      return `${PLAIN_KEY.test(key) ? key : REDACTED}=${REDACTED}`;
    });
  return `${path}?${query.join('&')}`;
}

/** What a log line says of a request: never its headers (cookies, Authorization) nor its body. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// A failed query's message and `params` repeat the values it was run with (emails, addresses).
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function errorForLog(error: Error & { code?: unknown; statusCode?: unknown }, depth = 0): LoggedError {
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: String(error.message).replace(QUERY_PARAMS, `\nparams: ${REDACTED}`),
    stack: String(error.stack ?? '').replace(QUERY_PARAMS, `\nparams: ${REDACTED}`),
  };
  if (error.code !== undefined) logged.code = error.code;
  if (error.statusCode !== undefined) logged.statusCode = error.statusCode;
  if (error.cause instanceof Error && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/**
 * The logger: a line per request in production (see app.ts), with requests and errors through
 * the serializers above; header and body paths are redacted too, should a handler log them.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request) => requestForLog(request as unknown as FastifyRequest),
      err: (error) => errorForLog(error),
    },
    redact: {
      paths: [
        'req.headers',
        'req.body',
        'headers.cookie',
        'headers.authorization',
        'body',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
