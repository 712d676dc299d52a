import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A visitor who typed a protected film's password gets a cookie `sl_film_<Id>` holding an HMAC
 * of the film id keyed by the film's password hash. The hash carries a random salt and never
 * leaves the database, so the value cannot be forged; a new password (or the end of
 * protection) changes or drops the hash and every unlock given before stops working.
 */
export function unlockCookieName(filmId: number): string {
  return `sl_film_${filmId}`;
}

export function unlockGrant(filmId: number, passwordHash: string): string {
  return createHmac('sha256', passwordHash).update(`film-unlock:${filmId}`).digest('base64url');
}

export function hasUnlockGrant(options: {
  filmId: number;
  passwordHash: string | null;
  cookie: string | undefined;
}): boolean {
  if (!options.passwordHash || !options.cookie) return false;
  const expected = Buffer.from(unlockGrant(options.filmId, options.passwordHash));
  const given = Buffer.from(options.cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long an unlock lasts in the browser. */
export const UNLOCK_HOURS = 12;
