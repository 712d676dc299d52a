import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { markPersonalAnswers } from './personal-answers.ts';
import {
  type Account,
  csrfFor,
  type OpenedSession,
  resolveSession,
  type SessionRequest,
} from './session-store.ts';

/** Cookie names outside production; production adds `__Host-` (see `sessionCookieNames`). */
export const SESSION_COOKIE = 'sl_session';
export const CSRF_COOKIE = 'sl_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** `X-Session-Mode: token` on a sign-in asks for the token itself instead of cookies (scripts, apps). */
export const SESSION_MODE_HEADER = 'x-session-mode';
/** The answer header that carries the token to a client that asked for it. */
export const SESSION_TOKEN_HEADER = 'x-session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (null when anonymous); use `requireAccount` to insist. */
    account: Account | null;
    /** The festivals the signed-in account is a member of, read with the session (null when anonymous). */
    accountFestivals: AccountFestival[] | null;
    /** sha256 of the session token, when signed in. */
    sessionId: string | null;
    /** How the request authenticated. */
    authVia: 'cookie' | 'bearer' | null;
    /** When the session ends at the latest. */
    sessionExpires: Date | null;
  }
}

/**
 * The cookie names. In production they carry the `__Host-` prefix: browsers then only accept
 * them Secure, for Path=/ and without Domain, so neither a sibling subdomain nor a plain-http
 * page can plant or shadow them. Development and tests (plain http) keep the bare names.
 */
export function sessionCookieNames(config: Pick<Config, 'isProduction'>): { session: string; csrf: string } {
  const prefix = config.isProduction ? '__Host-' : '';
  return { session: `${prefix}${SESSION_COOKIE}`, csrf: `${prefix}${CSRF_COOKIE}` };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * The CSRF value a state-changing request sent: the `x-csrf-token` header of the JSON calls or,
 * for a form the browser posts itself (`customer/{id}/pay`), which cannot set a header, its
 * hidden `csrf` field. A form is taken only from the site's own Origin: SameSite=Lax already
 * keeps the cookie off another site's POST, and the Origin also refuses a sibling subdomain
 * (same site, other origin) that managed to read or plant the CSRF cookie.
 */
function sentCsrf(request: FastifyRequest, publicOrigin: string): unknown {
  const header = request.headers[CSRF_HEADER];
  if (header !== undefined) return header;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM || request.headers.origin !== publicOrigin) return undefined;
  return (request.body as { csrf?: unknown } | undefined)?.csrf;
}

/**
 * Server-side sessions (spec §4, docs/decisions.md): the `sl_session` cookie (HttpOnly, SameSite=Lax,
 * Secure on https; `__Host-sl_session` in production) or `Authorization: Bearer <token>`. Sets
 * `request.account`. A state-changing request authenticated by the cookie must echo the CSRF
 * cookie in `x-csrf-token` (double submit, the value derived from the session token; a form of
 * our own origin may carry it in its `csrf` field instead), else 403 CSRF_INVALID. Answers that carry a signed-in user's data are marked `no-store`.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  app.decorateRequest('accountFestivals', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('sessionExpires', null);
  const { config, database, now } = app.ctx;
  const lifetimes = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const names = sessionCookieNames(config);
  const publicOrigin = new URL(config.publicUrl).origin;

  app.addHook('preValidation', async (request) => {
    // The sandbox provider's page too: it pays only an order of the signed-in account.
    if (!/^\/(api|order-api|sandbox-provider)(\/|$|\?)/.test(request.url)) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[names.session];
    const token = bearer ?? cookie;
    if (!token) return;
    const found = await resolveSession(database.db, { token, now: now(), lifetimes });
    if (!found) return;
    const via = bearer ? 'bearer' : 'cookie';
    if (via === 'cookie' && STATE_CHANGING.has(request.method)) {
      const expected = csrfFor(token);
      if (sentCsrf(request, publicOrigin) !== expected || request.cookies[names.csrf] !== expected) {
        throw new AppError('CSRF_INVALID');
      }
    }
    request.account = found.account;
    request.accountFestivals = found.festivals;
    request.sessionId = found.sessionId;
    request.authVia = via;
    request.sessionExpires = found.expires;
  });
  markPersonalAnswers(app, { cookieNames: [names.session, names.csrf], tokenHeader: SESSION_TOKEN_HEADER });
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
    secure: app.ctx.config.secureTransport,
    ...(expires ? { expires } : {}),
  };
}

/** Sets the session and CSRF cookies of a token (sign-in, ping). */
export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, session: OpenedSession): void {
  const names = sessionCookieNames(app.ctx.config);
  reply.setCookie(names.session, session.token, cookieOptions(app, true, session.expires));
  reply.setCookie(names.csrf, csrfFor(session.token), cookieOptions(app, false, session.expires));
}

export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  const names = sessionCookieNames(app.ctx.config);
  reply.clearCookie(names.session, cookieOptions(app, true));
  reply.clearCookie(names.csrf, cookieOptions(app, false));
}

/** Sends the cookies of the request's own session again (ping), e.g. after the browser dropped the CSRF one. */
export function refreshSessionCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const token = request.cookies[sessionCookieNames(app.ctx.config).session];
  if (request.authVia === 'cookie' && token && request.sessionExpires) {
    setSessionCookies(app, reply, { token, expires: request.sessionExpires });
  }
}

/** What opening a session for this request needs: the session it replaces, lifetimes, client. */
export function sessionRequest(app: FastifyInstance, request: FastifyRequest): SessionRequest {
  const { config } = app.ctx;
  const userAgent = request.headers['user-agent'];
  return {
    previousSessionId: request.sessionId,
    lifetimes: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
  };
}

/**
 * Hands a new session to the client. A browser gets the HttpOnly cookie only: scripts on the
 * page never see the token. A client that asks with `X-Session-Mode: token` (a script, an app,
 * a test) gets the token in `X-Session-Token`, to send back as `Authorization: Bearer`, and no
 * cookies.
 */
export function handOverSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: OpenedSession,
): void {
  if (request.headers[SESSION_MODE_HEADER] === 'token') {
    reply.header(SESSION_TOKEN_HEADER, session.token);
    return;
  }
  setSessionCookies(app, reply, session);
}
