import { z } from 'zod';
import { requiredText } from '../accounts/text-rules.ts';
import { ZId, zIdOf } from '../fields/ids.ts';
import { languageText } from '../films/film-rules.ts';
import { DURATION_MAX_SECONDS, FILM_TEXT_LIMITS, PRODUCTION_YEAR_MIN } from '../films/film-values.ts';
import { FILM_RULE } from '../films/rule-codes.ts';

/**
 * A person's biographies and filmography (spec §3, §5 "Biography ... need language and text",
 * "Filmography: title, year, duration, distinction required"; §7 `personnes/biographie`,
 * `personnes/filmographie` save, update, delete).
 */

/** `POST personnes/biographie` and `PUT personnes/biographie/:id`. One biography per person and language. */
export const ZBiographyRequest = z.object({
  IdPersonne: ZId,
  IdLangue: zIdOf(FILM_RULE.languageRequired),
  Biographie: languageText(FILM_TEXT_LIMITS.biography),
});
export type BiographyRequest = z.input<typeof ZBiographyRequest>;
export type BiographyValues = z.output<typeof ZBiographyRequest>;

export const ZBiography = z.object({
  Id: ZId,
  IdPersonne: ZId,
  IdLangue: z.number().int(),
  Biographie: z.string(),
});
export type Biography = z.infer<typeof ZBiography>;

/**
 * `POST personnes/filmographie` and `PUT personnes/filmographie/:id`. `Duree` is in seconds,
 * like a film's; the form asks minutes and seconds (`durationSeconds`). Every field is required;
 * a film with no award says so in words ("None").
 */
export function zFilmographyRequest(now: () => Date) {
  return z.object({
    IdPersonne: ZId,
    TitreFilm: requiredText({ max: FILM_TEXT_LIMITS.filmographyTitle }),
    Annee: z
      .number({ error: FILM_RULE.yearInvalid })
      .int(FILM_RULE.yearInvalid)
      .min(PRODUCTION_YEAR_MIN, FILM_RULE.yearInvalid)
      .refine((year) => year <= now().getUTCFullYear(), FILM_RULE.yearInvalid),
    Duree: z
      .number({ error: FILM_RULE.filmographyDurationInvalid })
      .int(FILM_RULE.filmographyDurationInvalid)
      .positive(FILM_RULE.filmographyDurationInvalid)
      .max(DURATION_MAX_SECONDS, FILM_RULE.filmographyDurationInvalid),
    Distinction: requiredText({ max: FILM_TEXT_LIMITS.distinction }),
  });
}
export type FilmographyRequest = z.input<ReturnType<typeof zFilmographyRequest>>;
export type FilmographyValues = z.output<ReturnType<typeof zFilmographyRequest>>;

export const ZFilmography = z.object({
  Id: ZId,
  IdPersonne: ZId,
  TitreFilm: z.string(),
  Annee: z.number().int(),
  Duree: z.number().int(),
  Distinction: z.string(),
});
export type Filmography = z.infer<typeof ZFilmography>;
