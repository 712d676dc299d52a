import type { CriteriaValues } from '@shortlist/domain/festivals/criteria-editing';

/**
 * A section's criteria as the editor's inputs hold them: numbers as typed (durations in minutes,
 * the API's are seconds), dictionary ids as strings, the yes/no/either flags as words. Turned
 * into the request's values on each change; the shared schema judges them (contradictions
 * included), so nothing is decided here.
 */
export type CriteriaForm = {
  month: string;
  year: string;
  filmChecked: boolean;
  minMinutes: string;
  maxMinutes: string;
  durationChecked: boolean;
  countries: string[];
  countryMode: 'include' | 'exclude';
  mainCountryOnly: boolean;
  countryChecked: boolean;
  categories: string[];
  categoriesChecked: boolean;
  genres: string[];
  genresChecked: boolean;
  themes: string[];
  themesChecked: boolean;
  subtitles: string[];
  subtitleChecked: boolean;
  firstFilm: Either;
  firstFilmChecked: boolean;
  schoolFilm: Either;
  schoolFilmChecked: boolean;
};

export type Either = 'either' | 'yes' | 'no';

const toText = (value: number | null) => (value === null ? '' : String(value));
const toIds = (ids: readonly number[]) => ids.map(String);
const either = (value: boolean | null): Either => (value === null ? 'either' : value ? 'yes' : 'no');
const fromEither = (value: Either) => (value === 'either' ? null : value === 'yes');
/** A typed number, or null when empty; what is not a number stays NaN so the schema refuses it. */
const number = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));
const minutes = (seconds: number | null) =>
  seconds === null ? '' : String(Math.round((seconds / 60) * 100) / 100);
const seconds = (value: string) => {
  const n = number(value);
  return n === null ? null : Math.round(n * 60);
};

export function criteriaForm(c: CriteriaValues): CriteriaForm {
  return {
    month: toText(c.film.MoisProduction),
    year: toText(c.film.AnneeProduction),
    filmChecked: c.film.IsCheckerCritere,
    minMinutes: minutes(c.duration.DureeMin),
    maxMinutes: minutes(c.duration.DureeMax),
    durationChecked: c.duration.IsCheckerCritere,
    countries: toIds(c.country.Valeurs),
    countryMode: c.country.IsInclusionPays ? 'include' : 'exclude',
    mainCountryOnly: c.country.IsPaysPrincipal,
    countryChecked: c.country.IsCheckerCritere,
    categories: toIds(c.categories.Valeurs),
    categoriesChecked: c.categories.IsCheckerCritere,
    genres: toIds(c.genres.Valeurs),
    genresChecked: c.genres.IsCheckerCritere,
    themes: toIds(c.themes.Valeurs),
    themesChecked: c.themes.IsCheckerCritere,
    subtitles: toIds(c.subtitle.IdsLanguesSubs),
    subtitleChecked: c.subtitle.IsCheckerCritere,
    firstFilm: either(c.firstFilm.IsPremierFilm),
    firstFilmChecked: c.firstFilm.IsCheckerCritere,
    schoolFilm: either(c.schoolFilm.IsFilmEcole),
    schoolFilmChecked: c.schoolFilm.IsCheckerCritere,
  };
}

export function criteriaValues(f: CriteriaForm): CriteriaValues {
  const ids = (list: string[]) => list.map(Number);
  return {
    film: {
      MoisProduction: number(f.month),
      AnneeProduction: number(f.year),
      IsCheckerCritere: f.filmChecked,
    },
    duration: {
      DureeMin: seconds(f.minMinutes),
      DureeMax: seconds(f.maxMinutes),
      IsCheckerCritere: f.durationChecked,
    },
    country: {
      Valeurs: ids(f.countries),
      IsInclusionPays: f.countryMode === 'include',
      IsPaysPrincipal: f.mainCountryOnly,
      IsCheckerCritere: f.countryChecked,
    },
    categories: { Valeurs: ids(f.categories), IsCheckerCritere: f.categoriesChecked },
    genres: { Valeurs: ids(f.genres), IsCheckerCritere: f.genresChecked },
    themes: { Valeurs: ids(f.themes), IsCheckerCritere: f.themesChecked },
    subtitle: { IdsLanguesSubs: ids(f.subtitles), IsCheckerCritere: f.subtitleChecked },
    firstFilm: { IsPremierFilm: fromEither(f.firstFilm), IsCheckerCritere: f.firstFilmChecked },
    schoolFilm: { IsFilmEcole: fromEither(f.schoolFilm), IsCheckerCritere: f.schoolFilmChecked },
  };
}
