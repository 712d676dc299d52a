import { describe, expect, it } from 'vitest';
import { CRITERE_TYPE } from '../festival-campaign.ts';
import {
  CRITERIA_KEYS,
  criterionWords,
  formatDuration,
  type SectionCriterion,
  sectionCriteriaWords,
} from './criteria-words.ts';

describe('formatDuration', () => {
  it.each([
    [300, '5 min'],
    [330, '5 min 30 s'],
    [45, '45 s'],
    [0, '0 s'],
    [5400, '90 min'],
  ])('%i s -> %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('criterionWords', () => {
  it.each<[string, SectionCriterion, ReturnType<typeof criterionWords>]>([
    [
      'production month and year',
      { Type: 'film', AnneeProduction: 2024, MoisProduction: 3 },
      { key: 'criteria.producedSince', values: { year: 2024, month: 3 } },
    ],
    [
      'production year only',
      { Type: 'film', AnneeProduction: 2024, MoisProduction: null },
      { key: 'criteria.producedSinceYear', values: { year: 2024 } },
    ],
    [
      'duration between',
      { Type: 'duration', DureeMin: 300, DureeMax: 1200 },
      { key: 'criteria.durationBetween', values: { min: '5 min', max: '20 min' } },
    ],
    [
      'duration at least',
      { Type: 'duration', DureeMin: 90, DureeMax: null },
      { key: 'criteria.durationAtLeast', values: { min: '1 min 30 s' } },
    ],
    [
      'duration at most (a zero minimum is no minimum)',
      { Type: 'duration', DureeMin: 0, DureeMax: 1800 },
      { key: 'criteria.durationAtMost', values: { max: '30 min' } },
    ],
    [
      'countries included',
      { Type: 'country', Valeurs: [75, 56], IsInclusionPays: true, IsPaysPrincipal: false },
      { key: 'criteria.countriesIncluded', values: { ids: [75, 56] }, dictionary: 'pays' },
    ],
    [
      'countries excluded',
      { Type: 'country', Valeurs: [75], IsInclusionPays: false, IsPaysPrincipal: false },
      { key: 'criteria.countriesExcluded', values: { ids: [75] }, dictionary: 'pays' },
    ],
    [
      'main country included',
      { Type: 'country', Valeurs: [75], IsInclusionPays: true, IsPaysPrincipal: true },
      { key: 'criteria.mainCountryIncluded', values: { ids: [75] }, dictionary: 'pays' },
    ],
    [
      'main country excluded',
      { Type: 'country', Valeurs: [75], IsInclusionPays: false, IsPaysPrincipal: true },
      { key: 'criteria.mainCountryExcluded', values: { ids: [75] }, dictionary: 'pays' },
    ],
    [
      'categories',
      { Type: 'categories', Valeurs: [3] },
      { key: 'criteria.categoriesIncluded', values: { ids: [3] }, dictionary: 'categorie' },
    ],
    [
      'genres',
      { Type: 'genres', Valeurs: [18, 19] },
      { key: 'criteria.genresIncluded', values: { ids: [18, 19] }, dictionary: 'genre' },
    ],
    [
      'themes',
      { Type: 'themes', Valeurs: [33] },
      { key: 'criteria.themesIncluded', values: { ids: [33] }, dictionary: 'thematique' },
    ],
    [
      'subtitles',
      { Type: 'subtitle', IdsLanguesSubs: [6, 13] },
      { key: 'criteria.subtitlesIn', values: { ids: [6, 13] }, dictionary: 'langue' },
    ],
    [
      'first films only',
      { Type: 'first-film', IsPremierFilm: true },
      { key: 'criteria.firstFilmOnly', values: {} },
    ],
    [
      'no first films',
      { Type: 'first-film', IsPremierFilm: false },
      { key: 'criteria.noFirstFilm', values: {} },
    ],
    [
      'school films only',
      { Type: 'school-film', IsFilmEcole: true },
      { key: 'criteria.schoolFilmOnly', values: {} },
    ],
    [
      'no school films',
      { Type: 'school-film', IsFilmEcole: false },
      { key: 'criteria.noSchoolFilm', values: {} },
    ],
  ])('%s', (_name, criterion, words) => {
    expect(criterionWords(criterion)).toEqual(words);
  });

  it.each<[string, SectionCriterion]>([
    ['a production criterion without a year', { Type: 'film', MoisProduction: 3 }],
    ['a duration without bounds', { Type: 'duration', DureeMin: null, DureeMax: null }],
    ['an empty country list', { Type: 'country', Valeurs: [] }],
    ['an empty category list', { Type: 'categories' }],
    ['no subtitle language', { Type: 'subtitle', IdsLanguesSubs: [] }],
    ['an unset first-film flag', { Type: 'first-film', IsPremierFilm: null }],
    ['an unset school-film flag', { Type: 'school-film' }],
  ])('says nothing for %s', (_name, criterion) => {
    expect(criterionWords(criterion)).toBeUndefined();
  });

  it('treats a country list with no inclusion flag as included', () => {
    expect(criterionWords({ Type: 'country', Valeurs: [1] })?.key).toBe('criteria.countriesIncluded');
  });

  it('uses only listed keys, unique, under criteria.', () => {
    expect(new Set(CRITERIA_KEYS).size).toBe(CRITERIA_KEYS.length);
    for (const key of CRITERIA_KEYS) expect(key).toMatch(/^criteria\.[a-z][A-Za-z]+$/);
  });
});

describe('sectionCriteriaWords', () => {
  it('lists a section’s criteria in category order, leaving out empty ones', () => {
    const words = sectionCriteriaWords([
      { Type: 'school-film', IsFilmEcole: true },
      { Type: 'categories', Valeurs: [] },
      { Type: 'duration', DureeMax: 900 },
      { Type: 'film', AnneeProduction: 2024 },
    ]);
    expect(words.map((w) => w.key)).toEqual([
      'criteria.producedSinceYear',
      'criteria.durationAtMost',
      'criteria.schoolFilmOnly',
    ]);
  });

  it('leaves out a criterion the festival does not check (IsCheckerCritere false)', () => {
    const words = sectionCriteriaWords([
      { Type: 'duration', DureeMax: 900, IsCheckerCritere: false },
      { Type: 'film', AnneeProduction: 2024, IsCheckerCritere: true },
      { Type: 'school-film', IsFilmEcole: true, IsCheckerCritere: false },
    ]);
    expect(words.map((w) => w.key)).toEqual(['criteria.producedSinceYear']);
  });

  it('has a wording for every criteria category', () => {
    const full: SectionCriterion = {
      Type: 'film',
      AnneeProduction: 2024,
      DureeMax: 60,
      Valeurs: [1],
      IdsLanguesSubs: [6],
      IsPremierFilm: true,
      IsFilmEcole: true,
    };
    for (const Type of CRITERE_TYPE) expect(criterionWords({ ...full, Type })).toBeDefined();
  });
});
