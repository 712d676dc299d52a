import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is one person's data even without a session (e.g. the private iCalendar feed,
     * reached by a secret address): never stored by a cache.
     */
    personal?: boolean;
  }
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

function setsCookie(reply: FastifyReply, names: readonly string[]): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((cookie) => names.some((name) => cookie.startsWith(`${name}=`)));
}

function isPersonal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cookieNames: readonly string[]; tokenHeader: string },
): boolean {
  return (
    request.sessionId !== null ||
    request.routeOptions.config?.personal === true ||
    reply.hasHeader(options.tokenHeader) ||
    setsCookie(reply, options.cookieNames)
  );
}

/**
 * One rule for every route instead of a header per route: an answer to a signed-in request
 * (profile, addresses, favourites, and public festival lists that then carry the user's hearts),
 * an answer that hands out a session, and a route marked `config.personal` get
 * `Cache-Control: private, no-store`, replacing whatever caching the route set. Anonymous public
 * answers keep their own caching. Registered after the cookie plugin, so its `Set-Cookie` is
 * already in the headers here.
 */
export function markPersonalAnswers(
  app: FastifyInstance,
  options: { cookieNames: readonly string[]; tokenHeader: string },
): void {
  app.addHook('onSend', async (request, reply) => {
    if (isPersonal(request, reply, options)) reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
  });
}
