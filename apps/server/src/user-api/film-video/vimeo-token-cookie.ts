import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { seal, unseal } from '../../platform/crypto/secret-box.ts';

/** Outside production; production adds `__Host-` (Secure, Path=/, no Domain), as the session cookies do. */
const VIMEO_COOKIE = 'sl_vimeo';

export function vimeoCookieName(config: Pick<Config, 'isProduction'>): string {
  return `${config.isProduction ? '__Host-' : ''}${VIMEO_COOKIE}`;
}

/** Sealed for one account: another account's browser (or cookie) cannot use it. */
const contextOf = (IdCompte: number) => `vimeo-token:${IdCompte}`;

/**
 * Spec §4 "Video platform return stores an access token in a per-user cookie for the returned
 * seconds": HttpOnly (scripts never read it), SameSite=Lax, Secure on https, `Max-Age` the
 * returned seconds (at most one hour, §9), the value sealed with the account's id and its end.
 */
export function setVimeoTokenCookie(
  reply: FastifyReply,
  options: {
    config: Pick<Config, 'isProduction' | 'secureTransport'>;
    key: Buffer;
    IdCompte: number;
    token: string;
    seconds: number;
    now: Date;
  },
): Date {
  const expires = new Date(options.now.getTime() + options.seconds * 1000);
  const value = seal(
    options.key,
    JSON.stringify({ t: options.token, e: expires.getTime() }),
    contextOf(options.IdCompte),
  );
  reply.setCookie(vimeoCookieName(options.config), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.config.secureTransport,
    maxAge: options.seconds,
  });
  return expires;
}

/**
 * True when the request carries this account's live Vimeo cookie holding `token` (compared in
 * constant time). The web sends the token it was handed in the media tab's query; the cookie
 * proves the server stored it for this user within the hour.
 */
export function hasVimeoToken(
  request: FastifyRequest,
  options: {
    config: Pick<Config, 'isProduction'>;
    key: Buffer;
    IdCompte: number;
    token: string | undefined;
    now: Date;
  },
): boolean {
  const cookie = request.cookies[vimeoCookieName(options.config)];
  if (!cookie || !options.token) return false;
  const plain = unseal(options.key, cookie, contextOf(options.IdCompte));
  if (!plain) return false;
  try {
    const { t, e } = JSON.parse(plain) as { t: unknown; e: unknown };
    if (typeof t !== 'string' || typeof e !== 'number' || e <= options.now.getTime()) return false;
    const a = Buffer.from(t);
    const b = Buffer.from(options.token);
    return a.length === b.length && timingSafeEqual(a, b);
  } catch {
    return false;
  }
}
