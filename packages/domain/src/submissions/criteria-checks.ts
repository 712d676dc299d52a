import { formatDuration } from '../festivals/criteria-words.ts';
import type { EligibilityCode, EligibilityReason } from './eligibility-codes.ts';
import type { EligibilityCriterion, EligibilityFilm } from './eligibility-input.ts';
import { monthYear, reason } from './reason.ts';

/*
 * A film against a section's criteria (spec §3 Section criteria; the semantics are those of the
 * `critere` table). A criterion that sets no condition (no year, no bound, no ids, a null flag)
 * and a criterion the festival does not check (`IsCheckerCritere` false) ask nothing of the film,
 * as in the directory's film-length filter. Every failing criterion gives its reason; several
 * rows of one type must all pass.
 */

/**
 * What the film misses: the reasons, and the subtitle languages it needs (any one of them).
 * Both stay undefined until something is missing: a panel judges hundreds of thousands of pairs,
 * most of them with nothing to add here, and the allocations were most of its time.
 */
export type CriteriaOutcome = {
  reasons: EligibilityReason[] | undefined;
  missingLanguages: number[] | undefined;
};

type Out = CriteriaOutcome;

function add(out: Out, r: EligibilityReason): void {
  if (out.reasons) out.reasons.push(r);
  else out.reasons = [r];
}

const NO_IDS: readonly number[] = [];

/** Every production country of the film, main first (computed once per film). */
export function productionCountries(film: EligibilityFilm): readonly number[] {
  const main = film.idPaysProdPrincipal;
  return main === null ? film.idsPaysCoProd : [main, ...film.idsPaysCoProd.filter((id) => id !== main)];
}

function validMonth(month: number | null | undefined): number | null {
  return month && month >= 1 && month <= 12 ? month : null;
}

/** Produced in the criterion's month and year or later; without a month, in that year or later. */
function production(film: EligibilityFilm, c: EligibilityCriterion, out: Out): void {
  const year = c.AnneeProduction;
  if (!year) return;
  const month = validMonth(c.MoisProduction);
  const filmMonth = validMonth(film.MoisProd);
  if (film.AnneeProd === null) {
    add(out, reason('ELIGIBILITY_PRODUCTION_DATE_MISSING'));
    return;
  }
  // The boundary year decides on the month; an unknown month there cannot be judged.
  const boundary = film.AnneeProd === year && month !== null;
  if (boundary && filmMonth === null) {
    add(out, reason('ELIGIBILITY_PRODUCTION_DATE_MISSING'));
    return;
  }
  const tooOld = film.AnneeProd < year || (boundary && (filmMonth as number) < month);
  if (tooOld) {
    add(
      out,
      reason('ELIGIBILITY_PRODUCTION_DATE', {
        produced: monthYear(film.AnneeProd, filmMonth),
        since: monthYear(year, month),
      }),
    );
  }
}

/** Between `DureeMin` and `DureeMax` seconds, both included; 0 or null leaves that side open. */
function duration(film: EligibilityFilm, c: EligibilityCriterion, out: Out): void {
  const min = c.DureeMin ?? 0;
  const max = c.DureeMax ?? 0;
  if (min <= 0 && max <= 0) return;
  if (!film.Duree) {
    add(out, reason('ELIGIBILITY_DURATION_MISSING'));
    return;
  }
  const length = formatDuration(film.Duree);
  if (min > 0 && film.Duree < min) {
    add(out, reason('ELIGIBILITY_DURATION_TOO_SHORT', { duration: length, min: formatDuration(min) }));
  }
  if (max > 0 && film.Duree > max) {
    add(out, reason('ELIGIBILITY_DURATION_TOO_LONG', { duration: length, max: formatDuration(max) }));
  }
}

/**
 * `Valeurs` lists countries the section takes (`IsInclusionPays`) or refuses. With
 * `IsPaysPrincipal` only the main production country is judged; otherwise every production
 * country (main and co-producing): one of them in an inclusion list is enough, any of them in an
 * exclusion list refuses the film.
 */
function country(
  film: EligibilityFilm,
  countries: readonly number[],
  c: EligibilityCriterion,
  out: Out,
): void {
  const list = c.Valeurs ?? NO_IDS;
  if (list.length === 0) return;
  const included = c.IsInclusionPays !== false;
  const main = film.idPaysProdPrincipal;
  if (c.IsPaysPrincipal) {
    if (main === null) {
      add(out, reason('ELIGIBILITY_COUNTRY_MISSING'));
    } else if (included && !list.includes(main)) {
      add(
        out,
        reason('ELIGIBILITY_MAIN_COUNTRY_NOT_INCLUDED', { allowedCountries: list, countries: [main] }),
      );
    } else if (!included && list.includes(main)) {
      add(out, reason('ELIGIBILITY_MAIN_COUNTRY_EXCLUDED', { countries: [main] }));
    }
    return;
  }
  if (countries.length === 0) {
    add(out, reason('ELIGIBILITY_COUNTRY_MISSING'));
  } else if (included) {
    if (!countries.some((id) => list.includes(id))) {
      add(out, reason('ELIGIBILITY_COUNTRY_NOT_INCLUDED', { allowedCountries: list, countries }));
    }
  } else {
    const refused = countries.filter((id) => list.includes(id));
    if (refused.length > 0) add(out, reason('ELIGIBILITY_COUNTRY_EXCLUDED', { countries: refused }));
  }
}

type Listed = {
  film: (film: EligibilityFilm) => readonly number[];
  missing: EligibilityCode;
  notEligible: EligibilityCode;
  value: 'allowedCategories' | 'allowedGenres' | 'allowedThemes';
};

const LISTS = {
  categories: {
    film: (film) => film.idsCategorie,
    missing: 'ELIGIBILITY_CATEGORY_MISSING',
    notEligible: 'ELIGIBILITY_CATEGORY_NOT_ELIGIBLE',
    value: 'allowedCategories',
  },
  genres: {
    film: (film) => film.idsGenre,
    missing: 'ELIGIBILITY_GENRE_MISSING',
    notEligible: 'ELIGIBILITY_GENRE_NOT_ELIGIBLE',
    value: 'allowedGenres',
  },
  themes: {
    film: (film) => film.idsThematique,
    missing: 'ELIGIBILITY_THEME_MISSING',
    notEligible: 'ELIGIBILITY_THEME_NOT_ELIGIBLE',
    value: 'allowedThemes',
  },
} as const satisfies Record<string, Listed>;

/** Categories, genres, themes: the film has at least one of `Valeurs` (any-of). */
function listed(rule: Listed, film: EligibilityFilm, c: EligibilityCriterion, out: Out): void {
  const list = c.Valeurs ?? NO_IDS;
  if (list.length === 0) return;
  const own = rule.film(film);
  if (own.length === 0) add(out, reason(rule.missing));
  else if (!own.some((id) => list.includes(id))) add(out, reason(rule.notEligible, { [rule.value]: list }));
}

/**
 * `IdsLanguesSubs`: the languages the festival's viewers read, any one is enough. A silent film
 * or one without dialogue needs nothing; a film whose every dialogue language is one of them
 * needs nothing; otherwise it needs subtitles in one of them. A film with no dialogue language
 * given is not known to be understood, so it needs subtitles too.
 */
function subtitles(film: EligibilityFilm, c: EligibilityCriterion, out: Out): void {
  const wanted = c.IdsLanguesSubs ?? NO_IDS;
  if (wanted.length === 0 || film.IsSilencieux || film.IsSansDialogue) return;
  const spoken = film.idsLangueDialogue;
  if (spoken.length > 0 && spoken.every((id) => wanted.includes(id))) return;
  if (film.idsLangueSousTitre.some((id) => wanted.includes(id))) return;
  const missing = out.missingLanguages ?? [];
  for (const id of wanted) if (!missing.includes(id)) missing.push(id);
  out.missingLanguages = missing;
}

function flag(
  wanted: boolean | null | undefined,
  actual: boolean,
  required: EligibilityCode,
  refused: EligibilityCode,
  out: Out,
): void {
  if (wanted === true && !actual) add(out, reason(required));
  else if (wanted === false && actual) add(out, reason(refused));
}

/**
 * Every reason the section's checked criteria give, and the subtitle languages missing.
 * `countries` is `productionCountries(film)`, worked out once per film.
 */
export function criteriaOutcome(
  film: EligibilityFilm,
  countries: readonly number[],
  criteria: readonly EligibilityCriterion[],
): CriteriaOutcome {
  const out: Out = { reasons: undefined, missingLanguages: undefined };
  for (const c of criteria) {
    if (!c.IsCheckerCritere) continue;
    switch (c.Type) {
      case 'film':
        production(film, c, out);
        break;
      case 'duration':
        duration(film, c, out);
        break;
      case 'country':
        country(film, countries, c, out);
        break;
      case 'categories':
      case 'genres':
      case 'themes':
        listed(LISTS[c.Type], film, c, out);
        break;
      case 'subtitle':
        subtitles(film, c, out);
        break;
      case 'first-film':
        flag(
          c.IsPremierFilm,
          film.IsPremierFilm,
          'ELIGIBILITY_FIRST_FILM_REQUIRED',
          'ELIGIBILITY_FIRST_FILM_REFUSED',
          out,
        );
        break;
      case 'school-film':
        flag(
          c.IsFilmEcole,
          film.IsFilmEcole,
          'ELIGIBILITY_SCHOOL_FILM_REQUIRED',
          'ELIGIBILITY_SCHOOL_FILM_REFUSED',
          out,
        );
        break;
    }
  }
  return out;
}
