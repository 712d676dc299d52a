import { z } from 'zod';
import { ZIntracom } from './intracom-rules.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { dictionaryId, optionalField, requiredText } from './text-rules.ts';

export const NAME_MAX = 100;
export const PSEUDO_MAX = 100;
export const RAISON_SOCIALE_MAX = 100;
export const BIRTH_YEAR_MIN = 1800;

// Latin letters with their accents (precomposed or combining), spaces, apostrophes (typewriter,
// typographic and modifier), hyphens and dots; at least one letter.
const LATIN_NAME = /^[\p{Script=Latin}\p{M} '’ʼ.-]+$/u;
const LETTER = /\p{Script=Latin}/u;

/** Spec §5: "Latin characters only" (names of people, Latin film titles). */
export function isLatinName(value: string): boolean {
  return LATIN_NAME.test(value) && LETTER.test(value);
}

/**
 * The youngest age the birth year list offers: a credit may be a child actor, but a list that
 * opens on this year (a newborn) makes everyone scroll past years nobody picks. The rule itself
 * still accepts any year up to this one (a year typed by an API client).
 */
export const BIRTH_LIST_YOUNGEST_AGE = 5;

/**
 * The birth year list (spec §5: descending, down to 1800), opening at a plausible age. The year
 * is read in UTC.
 */
export function birthYears(now: Date): number[] {
  const first = now.getUTCFullYear() - BIRTH_LIST_YOUNGEST_AGE;
  return Array.from({ length: first - BIRTH_YEAR_MIN + 1 }, (_, i) => first - i);
}

const latinName = requiredText({ max: NAME_MAX }).refine(isLatinName, ACCOUNT_RULE.nameNotLatin);

/**
 * The body of `POST personnes` and `PUT personnes/:id`, and the person form: a person's own
 * fields (spec §3, §5). Civility and birth year are optional: people entered as film credits
 * often have neither. Takes a clock for the last year of the list, read at each check so a
 * server running across New Year takes the new year.
 */
export function zPersonRequest(now: () => Date) {
  return z.object({
    IdCivilite: dictionaryId(ACCOUNT_RULE.civilityInvalid)
      .nullish()
      .transform((id) => id ?? null),
    Nom: latinName,
    Prenom: latinName,
    Pseudo: optionalField(z.string().max(PSEUDO_MAX, ACCOUNT_RULE.tooLong), { max: PSEUDO_MAX }),
    AnneeNaissance: z
      .number({ error: ACCOUNT_RULE.birthYearOutOfRange })
      .int(ACCOUNT_RULE.birthYearOutOfRange)
      .min(BIRTH_YEAR_MIN, ACCOUNT_RULE.birthYearOutOfRange)
      .refine((year) => year <= now().getUTCFullYear(), ACCOUNT_RULE.birthYearOutOfRange)
      .nullish()
      .transform((y) => y ?? null),
  });
}
export type PersonRequest = z.input<ReturnType<typeof zPersonRequest>>;
export type PersonValues = z.output<ReturnType<typeof zPersonRequest>>;

/**
 * The body of `POST structures` and `PUT structures/:id`: a company (spec §5), RaisonSociale
 * required, at most 100; its intracom number optional.
 */
export const ZStructureRequest = z.object({
  RaisonSociale: requiredText({ max: RAISON_SOCIALE_MAX }),
  NumeroIntracom: ZIntracom,
});
export type StructureRequest = z.input<typeof ZStructureRequest>;
export type StructureValues = z.output<typeof ZStructureRequest>;
