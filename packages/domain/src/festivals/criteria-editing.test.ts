import { describe, expect, it } from 'vitest';
import { ZSectionCriteria } from '../festival-space/call-editor-contracts.ts';
import { fieldErrors } from '../field-errors.ts';
import { BELGIUM, FRANCE, film, JAPAN } from '../submissions/eligibility-fixtures.ts';
import {
  CRITERIA_RULE,
  type CriteriaValues,
  countEligible,
  criteriaContradictions,
  criteriaFromRows,
  criteriaRows,
  filmsExcludedByChange,
  NO_CRITERIA,
} from './criteria-editing.ts';

const with_ = (patch: Partial<CriteriaValues>): CriteriaValues => ({ ...NO_CRITERIA, ...patch });

describe('criteria contradictions', () => {
  it('refuses a shortest length above the longest, on the longest', () => {
    const values = with_({ duration: { DureeMin: 900, DureeMax: 600, IsCheckerCritere: true } });
    expect(criteriaContradictions(values)).toEqual([
      { path: 'duration.DureeMax', code: CRITERIA_RULE.durationOrder },
    ]);
    expect(
      criteriaContradictions(with_({ duration: { DureeMin: 600, DureeMax: 600, IsCheckerCritere: true } })),
    ).toEqual([]);
    // An open side (null or 0) bounds nothing, so it contradicts nothing.
    expect(
      criteriaContradictions(with_({ duration: { DureeMin: 900, DureeMax: 0, IsCheckerCritere: true } })),
    ).toEqual([]);
  });

  it('refuses a month without a year and the main country without a list', () => {
    const values = with_({
      film: { MoisProduction: 3, AnneeProduction: null, IsCheckerCritere: true },
      country: { Valeurs: [], IsInclusionPays: true, IsPaysPrincipal: true, IsCheckerCritere: true },
    });
    expect(criteriaContradictions(values).map((c) => c.code)).toEqual([
      CRITERIA_RULE.monthWithoutYear,
      CRITERIA_RULE.mainCountryWithoutList,
    ]);
  });

  it('answers them through the shared schema as field errors', () => {
    const checked = ZSectionCriteria.safeParse(
      with_({ duration: { DureeMin: 900, DureeMax: 600, IsCheckerCritere: true } }),
    );
    expect(checked.success).toBe(false);
    if (!checked.success) {
      expect(fieldErrors(checked.error)).toEqual([
        {
          path: 'duration.DureeMax',
          code: CRITERIA_RULE.durationOrder,
          message: CRITERIA_RULE.durationOrder,
        },
      ]);
    }
  });
});

describe('criteria rows', () => {
  it('stores only the categories that set a condition, and reads them back', () => {
    const values = with_({
      film: { MoisProduction: 6, AnneeProduction: 2024, IsCheckerCritere: true },
      duration: { DureeMin: null, DureeMax: 1200, IsCheckerCritere: false },
      country: { Valeurs: [FRANCE], IsInclusionPays: false, IsPaysPrincipal: true, IsCheckerCritere: true },
      firstFilm: { IsPremierFilm: false, IsCheckerCritere: true },
    });
    const rows = criteriaRows(values);
    expect(rows.map((r) => r.Type)).toEqual(['film', 'duration', 'country', 'first-film']);
    expect(criteriaFromRows(rows)).toEqual(values);
    expect(criteriaRows(NO_CRITERIA)).toEqual([]);
  });
});

describe('eligible films', () => {
  const short = film({ Id: 1, Duree: 300, idPaysProdPrincipal: FRANCE });
  const long = film({ Id: 2, Duree: 1800, idPaysProdPrincipal: JAPAN });
  const belgian = film({ Id: 3, Duree: 600, idPaysProdPrincipal: BELGIUM });

  it('counts with the panel rule, an unchecked criterion bounding nothing', () => {
    const max = criteriaRows(with_({ duration: { DureeMin: null, DureeMax: 900, IsCheckerCritere: true } }));
    expect(countEligible([short, long, belgian], max)).toMatchObject({ eligible: 2, total: 3 });
    const unchecked = criteriaRows(
      with_({ duration: { DureeMin: null, DureeMax: 900, IsCheckerCritere: false } }),
    );
    expect(countEligible([short, long, belgian], unchecked).eligible).toBe(3);
  });

  it('names the entered films a change excludes, not those already out', () => {
    const before = criteriaRows(
      with_({ duration: { DureeMin: null, DureeMax: 900, IsCheckerCritere: true } }),
    );
    const after = criteriaRows(
      with_({
        duration: { DureeMin: null, DureeMax: 900, IsCheckerCritere: true },
        country: { Valeurs: [FRANCE], IsInclusionPays: true, IsPaysPrincipal: false, IsCheckerCritere: true },
      }),
    );
    expect(filmsExcludedByChange([short, long, belgian], before, after).map((f) => f.Id)).toEqual([3]);
    expect(filmsExcludedByChange([short, long, belgian], after, before)).toEqual([]);
  });
});
