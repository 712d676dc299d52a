import { CRITERE_TYPE, type CritereType } from '../festival-campaign-values.ts';

/**
 * A section criterion as `public/sections/{id}/criteres` returns it (spec §3 Section criteria).
 * Which fields matter depends on `Type` (see the `critere` table).
 */
export type SectionCriterion = {
  Type: CritereType;
  DureeMin?: number | null;
  DureeMax?: number | null;
  AnneeProduction?: number | null;
  MoisProduction?: number | null;
  IsInclusionPays?: boolean | null;
  IsPaysPrincipal?: boolean | null;
  Valeurs?: readonly number[] | null;
  IdsLanguesSubs?: readonly number[] | null;
  IsPremierFilm?: boolean | null;
  IsFilmEcole?: boolean | null;
  /** False when the festival does not check it: it asks nothing, so it is not worded. */
  IsCheckerCritere?: boolean;
};

/** Keys in the `festivals` namespace, under `criteria` (sentences in criteria-words.i18n.md). */
export const CRITERIA_KEYS = [
  'criteria.producedSince',
  'criteria.producedSinceYear',
  'criteria.durationBetween',
  'criteria.durationAtLeast',
  'criteria.durationAtMost',
  'criteria.countriesIncluded',
  'criteria.countriesExcluded',
  'criteria.mainCountryIncluded',
  'criteria.mainCountryExcluded',
  'criteria.categoriesIncluded',
  'criteria.genresIncluded',
  'criteria.themesIncluded',
  'criteria.subtitlesIn',
  'criteria.firstFilmOnly',
  'criteria.noFirstFilm',
  'criteria.schoolFilmOnly',
  'criteria.noSchoolFilm',
] as const;
export type CriteriaKey = (typeof CRITERIA_KEYS)[number];

/** The dictionary (`{name}/dico`) whose labels name the `ids` of a criterion. */
export type CriteriaDictionary = 'pays' | 'categorie' | 'genre' | 'thematique' | 'langue';

/**
 * A criterion in words: a translation key and its values. When `dictionary` is set, `values.ids`
 * are ids of that dictionary; the web turns them into a `list` value of labels in the user's
 * language. A month and year become a `date` value the same way (see criteria-words.i18n.md).
 */
export type CriterionWords = {
  key: CriteriaKey;
  values: { [name: string]: string | number | readonly number[] };
  dictionary?: CriteriaDictionary;
};

/** `300` -> `5 min`, `330` -> `5 min 30 s`, `45` -> `45 s`: the unit symbols read alike in en, fr and es. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function idList(key: CriteriaKey, ids: readonly number[] | null | undefined, dictionary: CriteriaDictionary) {
  return ids && ids.length > 0 ? { key, values: { ids }, dictionary } : undefined;
}

function yesNo(
  flag: boolean | null | undefined,
  yes: CriteriaKey,
  no: CriteriaKey,
): CriterionWords | undefined {
  if (flag === null || flag === undefined) return undefined;
  return { key: flag ? yes : no, values: {} };
}

function production(c: SectionCriterion): CriterionWords | undefined {
  const year = c.AnneeProduction;
  if (!year) return undefined;
  const month = c.MoisProduction;
  return month && month >= 1 && month <= 12
    ? { key: 'criteria.producedSince', values: { year, month } }
    : { key: 'criteria.producedSinceYear', values: { year } };
}

function duration(c: SectionCriterion): CriterionWords | undefined {
  // A zero minimum asks nothing of the film, so it reads as no minimum.
  const min = c.DureeMin ? formatDuration(c.DureeMin) : undefined;
  const max = c.DureeMax ? formatDuration(c.DureeMax) : undefined;
  if (min && max) return { key: 'criteria.durationBetween', values: { min, max } };
  if (min) return { key: 'criteria.durationAtLeast', values: { min } };
  if (max) return { key: 'criteria.durationAtMost', values: { max } };
  return undefined;
}

function country(c: SectionCriterion): CriterionWords | undefined {
  const included = c.IsInclusionPays !== false;
  const key: CriteriaKey = c.IsPaysPrincipal
    ? included
      ? 'criteria.mainCountryIncluded'
      : 'criteria.mainCountryExcluded'
    : included
      ? 'criteria.countriesIncluded'
      : 'criteria.countriesExcluded';
  return idList(key, c.Valeurs, 'pays');
}

/** The criterion in words, or undefined when it sets no condition (no ids, no bounds). */
export function criterionWords(c: SectionCriterion): CriterionWords | undefined {
  switch (c.Type) {
    case 'film':
      return production(c);
    case 'duration':
      return duration(c);
    case 'country':
      return country(c);
    case 'categories':
      return idList('criteria.categoriesIncluded', c.Valeurs, 'categorie');
    case 'genres':
      return idList('criteria.genresIncluded', c.Valeurs, 'genre');
    case 'themes':
      return idList('criteria.themesIncluded', c.Valeurs, 'thematique');
    case 'subtitle':
      return idList('criteria.subtitlesIn', c.IdsLanguesSubs, 'langue');
    case 'first-film':
      return yesNo(c.IsPremierFilm, 'criteria.firstFilmOnly', 'criteria.noFirstFilm');
    case 'school-film':
      return yesNo(c.IsFilmEcole, 'criteria.schoolFilmOnly', 'criteria.noSchoolFilm');
  }
}

/**
 * All criteria of a section in words, in the order of the criteria categories (spec §3). A
 * criterion the festival does not check (`IsCheckerCritere` false) is left out, as the
 * eligibility engine leaves it out (`criteria-checks.ts`).
 */
export function sectionCriteriaWords(criteria: readonly SectionCriterion[]): CriterionWords[] {
  return criteria
    .filter((c) => c.IsCheckerCritere !== false)
    .sort((a, b) => CRITERE_TYPE.indexOf(a.Type) - CRITERE_TYPE.indexOf(b.Type))
    .flatMap((c) => criterionWords(c) ?? []);
}
