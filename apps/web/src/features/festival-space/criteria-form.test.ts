import { NO_CRITERIA } from '@shortlist/domain/festivals/criteria-editing';
import { describe, expect, it } from 'vitest';
import { criteriaForm, criteriaValues } from './criteria-form.ts';

describe('criteria form', () => {
  it('reads and writes durations in minutes, ids as strings, flags as words', () => {
    const values = {
      ...NO_CRITERIA,
      duration: { DureeMin: 90, DureeMax: 900, IsCheckerCritere: true },
      genres: { Valeurs: [3, 7], IsCheckerCritere: false },
      firstFilm: { IsPremierFilm: true, IsCheckerCritere: true },
    };
    const form = criteriaForm(values);
    expect(form).toMatchObject({ minMinutes: '1.5', maxMinutes: '15', genres: ['3', '7'], firstFilm: 'yes' });
    expect(criteriaValues(form)).toEqual(values);
  });

  it('leaves what is not a number for the schema to refuse', () => {
    const form = { ...criteriaForm(NO_CRITERIA), year: 'abc' };
    expect(Number.isNaN(criteriaValues(form).film.AnneeProduction)).toBe(true);
  });
});
