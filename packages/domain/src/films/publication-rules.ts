import { z } from 'zod';
import { zPlainText } from '../fields/text.ts';
import { FILM_TEXT_LIMITS, PUBLICATION, type Publication, ZPublication } from './film-values.ts';
import { FILM_RULE } from './rule-codes.ts';

/**
 * Shortname (custom URL) and publication rules (spec §4, §5). A shortname is a URL word: ASCII
 * letters and digits, joined by single hyphens (`my-short-film`). Spec §5 refuses spaces, the
 * special characters `< > : " / | ? * &`, punctuation and accents; we keep the hyphen as the one
 * joiner (a slug without it is unreadable) and refuse it at either end. Digits alone are refused
 * so a shortname never looks like a film id in `film/{id or shortname}`.
 */
const SHORTNAME = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
const DIGITS = /^\d+$/;

/** The first rule a typed shortname breaks (spec §5 errors: empty, single number, invalid), or null. */
export function shortnameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return FILM_RULE.shortnameEmpty;
  if (name.length > FILM_TEXT_LIMITS.shortname) return FILM_RULE.tooLong;
  if (DIGITS.test(name)) return FILM_RULE.shortnameDigitsOnly;
  if (!SHORTNAME.test(name)) return FILM_RULE.shortnameInvalid;
  return null;
}

/** The key two shortnames are compared by: one film per shortname whatever the case. */
export function shortnameKey(value: string): string {
  return value.trim().toLowerCase();
}

/** `film/{key}`: a film's public page key is its id (digits) or its shortname. */
export function parseFilmKey(key: string): { Id: number } | { Shortname: string } | null {
  if (DIGITS.test(key)) {
    const id = Number(key);
    return id > 0 && id <= 2_147_483_647 ? { Id: id } : null;
  }
  return shortnameProblem(key) === null ? { Shortname: shortnameKey(key) } : null;
}

/** A shortname as a request field: trimmed, then the rules above (first failing rule). */
export const ZShortname = zPlainText({ error: FILM_RULE.shortnameEmpty })
  .trim()
  .max(FILM_TEXT_LIMITS.shortname, FILM_RULE.tooLong)
  .superRefine((value, ctx) => {
    const problem = shortnameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Fewest characters of a film's unlock password. */
export const FILM_PASSWORD_MIN = 4;

/**
 * The publication tab (`PUT films/:id/publication`): visibility, custom URL (null removes it)
 * and, for a password-protected film, the password. `MotDePasse` may be left out to keep the
 * current one; the server refuses protection without any password (PUBLICATION_PASSWORD_REQUIRED)
 * and protection or full sharing without a SuperStamp (SUPERSTAMP_REQUIRED).
 */
export const ZFilmPublicationRequest = z.object({
  Publication: ZPublication,
  Shortname: ZShortname.nullish().transform((value) => value ?? null),
  MotDePasse: zPlainText({ error: FILM_RULE.invalid })
    .min(FILM_PASSWORD_MIN, FILM_RULE.publicationPasswordTooShort)
    .max(FILM_TEXT_LIMITS.password, FILM_RULE.tooLong)
    .nullish()
    .transform((value) => value ?? null),
});
export type FilmPublicationRequest = z.input<typeof ZFilmPublicationRequest>;
export type FilmPublicationValues = z.output<typeof ZFilmPublicationRequest>;

/** `POST films/check-shortname`: is this shortname free for this film (its own counts as free)? */
export const ZShortnameCheckRequest = z.object({
  IdFilm: z.number().int().positive().max(2_147_483_647).nullish(),
  Shortname: ZShortname,
});
export type ShortnameCheckRequest = z.input<typeof ZShortnameCheckRequest>;
export const ZShortnameCheckAnswer = z.object({ available: z.boolean() });
export type ShortnameCheckAnswer = z.infer<typeof ZShortnameCheckAnswer>;

/** `POST public/films/:key/unlock`: the password of a protected film. */
export const ZFilmUnlockRequest = z.object({
  MotDePasse: zPlainText({ error: FILM_RULE.required })
    .min(1, FILM_RULE.required)
    .max(FILM_TEXT_LIMITS.password, FILM_RULE.tooLong),
});
export type FilmUnlockRequest = z.input<typeof ZFilmUnlockRequest>;

/** A film has a SuperStamp while its expiry date is in the future (spec §4 subscriptions). */
export function hasSuperStamp(expiry: Date | null, now: Date): boolean {
  return expiry !== null && expiry.getTime() > now.getTime();
}

/** Spec §4: limited sharing without a SuperStamp, full sharing with one. */
export type Sharing = 'limited' | 'full';
export function sharingOf(superStampExpiry: Date | null, now: Date): Sharing {
  return hasSuperStamp(superStampExpiry, now) ? 'full' : 'limited';
}

/** Password protection is a SuperStamp feature (spec §1: "password protection"). */
export function canUsePublication(publication: Publication, sharing: Sharing): boolean {
  return publication !== PUBLICATION.password || sharing === 'full';
}

/** What the public may see of a film: nothing (404), a password prompt, or the page. */
export type PublicAccess = 'hidden' | 'password' | 'open';

/**
 * Spec §4: private films are seen by the owner and festivals only (404 to the public); a
 * protected film asks for its password unless this visitor unlocked it; a public film is open.
 */
export function publicAccess(publication: Publication, unlocked: boolean): PublicAccess {
  if (publication === PUBLICATION.public) return 'open';
  if (publication === PUBLICATION.password) return unlocked ? 'open' : 'password';
  return 'hidden';
}
