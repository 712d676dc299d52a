import type { FastifyInstance } from 'fastify';
import { urlForLog } from './logging.ts';

/**
 * One error line for every answer of 500 or more, whatever produced it (issue 35): the error
 * handler logs what it catches with its stack, but a 5xx a use case answers on purpose (a
 * provider down, 502; the image queue full, 503), tus's own 5xx or the missing web build's 503
 * left nothing at error level outside production. The line carries the request id (`reqId`, the
 * `x-request-id` the client got back), so a user's report leads to it, and to the detail lines
 * logged before it with the same id.
 */
export function registerServerErrorLog(app: FastifyInstance): void {
  // A callback hook: no promise per request for the many answers under 500.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 500) return done();
    request.log.error(
      {
        statusCode: reply.statusCode,
        method: request.method,
        url: urlForLog(request.url, request.routeOptions.url),
        route: request.routeOptions.url ?? null,
        responseTime: reply.elapsedTime,
      },
      'answered with a server error',
    );
    done();
  });
}
