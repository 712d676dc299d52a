import type { CritereType } from '../festival-campaign-values.ts';
import { criteriaOutcome, productionCountries } from '../submissions/criteria-checks.ts';
import type { EligibilityCriterion, EligibilityFilm } from '../submissions/eligibility-input.ts';

/*
 * A section's criteria as its managers edit them (issue 33, spec §3 "Section criteria"): one
 * group per criteria category, each with its `IsCheckerCritere`, turned into the `critere` rows
 * the eligibility engine reads (`criteria-checks.ts`) and back. The editor's count of eligible
 * films and the check of entered films both judge with `criteriaOutcome`, the panel's own rule.
 */

/** Ids of dictionary rows (countries, categories, genres, themes, languages). */
type Ids = number[];

export type CriteriaValues = {
  /** Produced in this month (1-12, optional) and year, or later. */
  film: { MoisProduction: number | null; AnneeProduction: number | null; IsCheckerCritere: boolean };
  /** Length in seconds, both included; null leaves that side open. */
  duration: { DureeMin: number | null; DureeMax: number | null; IsCheckerCritere: boolean };
  /** Countries taken (`IsInclusionPays`) or refused; `IsPaysPrincipal`: judged on the main one only. */
  country: { Valeurs: Ids; IsInclusionPays: boolean; IsPaysPrincipal: boolean; IsCheckerCritere: boolean };
  categories: { Valeurs: Ids; IsCheckerCritere: boolean };
  genres: { Valeurs: Ids; IsCheckerCritere: boolean };
  themes: { Valeurs: Ids; IsCheckerCritere: boolean };
  /** Languages the viewers read: a film needs subtitles in one of them unless it speaks them. */
  subtitle: { IdsLanguesSubs: Ids; IsCheckerCritere: boolean };
  /** true: must be a first film; false: must not be; null: either. */
  firstFilm: { IsPremierFilm: boolean | null; IsCheckerCritere: boolean };
  schoolFilm: { IsFilmEcole: boolean | null; IsCheckerCritere: boolean };
};

/** Rule codes of contradictory criteria (translated in `festivalSpace.callEditor.rules`). */
export const CRITERIA_RULE = {
  durationOrder: 'CRITERIA_DURATION_ORDER',
  monthWithoutYear: 'CRITERIA_MONTH_WITHOUT_YEAR',
  mainCountryWithoutList: 'CRITERIA_MAIN_COUNTRY_WITHOUT_LIST',
} as const;

export const CRITERIA_LIMITS = {
  yearMin: 1880,
  yearMax: 2100,
  /** Ten hours: no short film festival bounds beyond. */
  durationMax: 36_000,
  ids: 300,
} as const;

/** No criterion at all: every film passes. */
export function noCriteria(): CriteriaValues {
  return {
    film: { MoisProduction: null, AnneeProduction: null, IsCheckerCritere: true },
    duration: { DureeMin: null, DureeMax: null, IsCheckerCritere: true },
    country: { Valeurs: [], IsInclusionPays: true, IsPaysPrincipal: false, IsCheckerCritere: true },
    categories: { Valeurs: [], IsCheckerCritere: true },
    genres: { Valeurs: [], IsCheckerCritere: true },
    themes: { Valeurs: [], IsCheckerCritere: true },
    subtitle: { IdsLanguesSubs: [], IsCheckerCritere: true },
    firstFilm: { IsPremierFilm: null, IsCheckerCritere: true },
    schoolFilm: { IsFilmEcole: null, IsCheckerCritere: true },
  };
}

/** A shared read-only copy of `noCriteria()`, for spreading into tests and forms. */
export const NO_CRITERIA: CriteriaValues = noCriteria();

/**
 * The contradictions of a set of criteria, each on its field: a shortest length above the
 * longest, a month without a year (a month alone bounds nothing), the main country judged
 * against no list. Each is a field error: the editor shows it where the manager typed it.
 */
export function criteriaContradictions(values: CriteriaValues): { path: string; code: string }[] {
  const out: { path: string; code: string }[] = [];
  const { DureeMin: min, DureeMax: max } = values.duration;
  if (min !== null && max !== null && min > 0 && max > 0 && min > max) {
    out.push({ path: 'duration.DureeMax', code: CRITERIA_RULE.durationOrder });
  }
  if (values.film.MoisProduction !== null && values.film.AnneeProduction === null) {
    out.push({ path: 'film.AnneeProduction', code: CRITERIA_RULE.monthWithoutYear });
  }
  if (values.country.IsPaysPrincipal && values.country.Valeurs.length === 0) {
    out.push({ path: 'country.Valeurs', code: CRITERIA_RULE.mainCountryWithoutList });
  }
  return out;
}

/** The `critere` rows of the criteria: one per category that sets a condition. */
export function criteriaRows(values: CriteriaValues): (EligibilityCriterion & { Type: CritereType })[] {
  const rows: (EligibilityCriterion & { Type: CritereType })[] = [];
  const { film, duration, country, subtitle, firstFilm, schoolFilm } = values;
  if (film.AnneeProduction !== null) {
    rows.push({
      Type: 'film',
      AnneeProduction: film.AnneeProduction,
      MoisProduction: film.MoisProduction,
      IsCheckerCritere: film.IsCheckerCritere,
    });
  }
  if ((duration.DureeMin ?? 0) > 0 || (duration.DureeMax ?? 0) > 0) {
    rows.push({
      Type: 'duration',
      DureeMin: duration.DureeMin || null,
      DureeMax: duration.DureeMax || null,
      IsCheckerCritere: duration.IsCheckerCritere,
    });
  }
  if (country.Valeurs.length > 0) {
    rows.push({
      Type: 'country',
      Valeurs: [...country.Valeurs],
      IsInclusionPays: country.IsInclusionPays,
      IsPaysPrincipal: country.IsPaysPrincipal,
      IsCheckerCritere: country.IsCheckerCritere,
    });
  }
  for (const type of ['categories', 'genres', 'themes'] as const) {
    if (values[type].Valeurs.length > 0) {
      rows.push({
        Type: type,
        Valeurs: [...values[type].Valeurs],
        IsCheckerCritere: values[type].IsCheckerCritere,
      });
    }
  }
  if (subtitle.IdsLanguesSubs.length > 0) {
    rows.push({
      Type: 'subtitle',
      IdsLanguesSubs: [...subtitle.IdsLanguesSubs],
      IsCheckerCritere: subtitle.IsCheckerCritere,
    });
  }
  if (firstFilm.IsPremierFilm !== null) {
    rows.push({
      Type: 'first-film',
      IsPremierFilm: firstFilm.IsPremierFilm,
      IsCheckerCritere: firstFilm.IsCheckerCritere,
    });
  }
  if (schoolFilm.IsFilmEcole !== null) {
    rows.push({
      Type: 'school-film',
      IsFilmEcole: schoolFilm.IsFilmEcole,
      IsCheckerCritere: schoolFilm.IsCheckerCritere,
    });
  }
  return rows;
}

/** The editor's values from stored rows (the first row of each category; the seed has one). */
export function criteriaFromRows(rows: readonly EligibilityCriterion[]): CriteriaValues {
  const v = noCriteria();
  const ids = (list: readonly number[] | null | undefined) => [...(list ?? [])];
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.Type)) continue;
    seen.add(r.Type);
    const checked = r.IsCheckerCritere;
    switch (r.Type) {
      case 'film':
        v.film = {
          AnneeProduction: r.AnneeProduction ?? null,
          MoisProduction: r.MoisProduction ?? null,
          IsCheckerCritere: checked,
        };
        break;
      case 'duration':
        v.duration = {
          DureeMin: r.DureeMin ?? null,
          DureeMax: r.DureeMax ?? null,
          IsCheckerCritere: checked,
        };
        break;
      case 'country':
        v.country = {
          Valeurs: ids(r.Valeurs),
          IsInclusionPays: r.IsInclusionPays !== false,
          IsPaysPrincipal: r.IsPaysPrincipal === true,
          IsCheckerCritere: checked,
        };
        break;
      case 'categories':
      case 'genres':
      case 'themes':
        v[r.Type] = { Valeurs: ids(r.Valeurs), IsCheckerCritere: checked };
        break;
      case 'subtitle':
        v.subtitle = { IdsLanguesSubs: ids(r.IdsLanguesSubs), IsCheckerCritere: checked };
        break;
      case 'first-film':
        v.firstFilm = { IsPremierFilm: r.IsPremierFilm ?? null, IsCheckerCritere: checked };
        break;
      case 'school-film':
        v.schoolFilm = { IsFilmEcole: r.IsFilmEcole ?? null, IsCheckerCritere: checked };
        break;
    }
  }
  return v;
}

/**
 * Whether a film meets the criteria as the submission panel judges it (`criteriaOutcome`):
 * no reason against it and no subtitle language missing.
 */
export function meetsCriteria(film: EligibilityFilm, rows: readonly EligibilityCriterion[]): boolean {
  const outcome = criteriaOutcome(film, productionCountries(film), rows);
  return outcome.reasons === undefined && outcome.missingLanguages === undefined;
}

/** The eligible films among `films` under `rows`, and how many need subtitles only. */
export function countEligible(
  films: readonly EligibilityFilm[],
  rows: readonly EligibilityCriterion[],
): { eligible: number; missingSubtitles: number; total: number } {
  let eligible = 0;
  let missingSubtitles = 0;
  for (const film of films) {
    const outcome = criteriaOutcome(film, productionCountries(film), rows);
    if (outcome.reasons !== undefined) continue;
    if (outcome.missingLanguages === undefined) eligible++;
    else missingSubtitles++;
  }
  return { eligible, missingSubtitles, total: films.length };
}

/**
 * The entered films a change of criteria would make ineligible: those that meet the criteria in
 * force and not the new ones. A film already failing the old criteria (edited since it entered)
 * is not the change's doing, so it is not asked about again.
 */
export function filmsExcludedByChange<F extends EligibilityFilm>(
  films: readonly F[],
  before: readonly EligibilityCriterion[],
  after: readonly EligibilityCriterion[],
): F[] {
  return films.filter((film) => meetsCriteria(film, before) && !meetsCriteria(film, after));
}
