import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs for files no one may reach by a plain path (issue 13: videos are
 * "served through short-lived signed URLs; never a public file path"). The signature covers
 * what the URL names (`subject`: the video and its stored file, so a replaced file's old links
 * die) and its expiry; the server's secret (`MEDIA_URL_SECRET`) makes it unforgeable.
 */

const signature = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');

/** The query (`exp`, `sig`) that opens `subject` until `expires`. */
export function signSubject(options: { secret: string; subject: string; expires: Date }): {
  exp: number;
  sig: string;
} {
  const exp = Math.floor(options.expires.getTime() / 1000);
  return { exp, sig: signature(options.secret, options.subject, exp) };
}

/** True when `sig` signs `subject` until `exp` (seconds) and that moment has not passed. */
export function isValidSignature(options: {
  secret: string;
  subject: string;
  exp: number;
  sig: string;
  now: Date;
}): boolean {
  if (options.exp * 1000 <= options.now.getTime()) return false;
  const expected = Buffer.from(signature(options.secret, options.subject, options.exp));
  const given = Buffer.from(options.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
