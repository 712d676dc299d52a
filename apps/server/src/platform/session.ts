import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { type Account, csrfFor, openSession, resolveSession } from './session-store.ts';

export const SESSION_COOKIE = 'sl_session';
export const CSRF_COOKIE = 'sl_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (null when anonymous); use `requireAccount` to insist. */
    account: Account | null;
    /** sha256 of the session token, when signed in. */
    sessionId: string | null;
    /** How the request authenticated. */
    authVia: 'cookie' | 'bearer' | null;
    /** When the session ends at the latest. */
    sessionExpires: Date | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

/**
 * Server-side sessions (spec §4, DECISIONS.md): the `sl_session` cookie (HttpOnly, SameSite=Lax,
 * Secure on https) or `Authorization: Bearer <token>`. Sets `request.account`. A state-changing
 * request authenticated by the cookie must echo the `sl_csrf` cookie in `x-csrf-token`
 * (double submit, the value derived from the session token), else 403 CSRF_INVALID.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('sessionExpires', null);
  const { config, database, now } = app.ctx;
  const lifetimes = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };

  app.addHook('preValidation', async (request) => {
    if (!/^\/(api|order-api)(\/|$|\?)/.test(request.url)) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const found = await resolveSession(database.db, { token, now: now(), lifetimes });
    if (!found) return;
    const via = bearer ? 'bearer' : 'cookie';
    if (via === 'cookie' && STATE_CHANGING.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      const expected = csrfFor(token);
      if (header !== expected || request.cookies[CSRF_COOKIE] !== expected) {
        throw new AppError('CSRF_INVALID');
      }
    }
    request.account = found.account;
    request.sessionId = found.sessionId;
    request.authVia = via;
    request.sessionExpires = found.expires;
  });
}

/** Guard hook (preValidation or preHandler): 401 UNAUTHENTICATED without a live session. */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (!request.account) throw new AppError('UNAUTHENTICATED');
}

/** The signed-in account of a route guarded by `requireAccount`. */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.account) throw new AppError('UNAUTHENTICATED');
  return request.account;
}

function cookieOptions(app: FastifyInstance, httpOnly: boolean, expires?: Date) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: app.ctx.config.publicUrl.startsWith('https://'),
    ...(expires ? { expires } : {}),
  };
}

/** Sets the session and CSRF cookies of a token (sign-in, ping). */
export function setSessionCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  options: { token: string; expires: Date },
): void {
  reply.setCookie(SESSION_COOKIE, options.token, cookieOptions(app, true, options.expires));
  reply.setCookie(CSRF_COOKIE, csrfFor(options.token), cookieOptions(app, false, options.expires));
}

export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app, true));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(app, false));
}

/** Opens a session for an account and hands it to the client: cookies and `Authorization: Bearer`. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
): Promise<void> {
  const { config, database, now } = app.ctx;
  const opened = await openSession(database.db, {
    accountId,
    now: now(),
    lifetimes: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    ip: request.ip,
    ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
  });
  setSessionCookies(app, reply, opened);
  reply.header('Authorization', `Bearer ${opened.token}`);
}
