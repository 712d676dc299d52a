import { describe, expect, it } from 'vitest';
import { type Case, calendar, codes, countries, length, production, run } from './eligibility-cases.ts';
import { ELIGIBILITY_CODES, type EligibilityCode, REASON_KEY_VALUES } from './eligibility-codes.ts';
import {
  BELGIUM,
  day,
  entry,
  FRANCE,
  film,
  JAPAN,
  SPANISH,
  section,
  withCriterion,
} from './eligibility-fixtures.ts';

/**
 * Every code: a case that gives it, and the nearest case that does not (the bound, the other
 * flag value, the allowed list). Each failing case gives that code alone, so a test shows the
 * engine does not add or drop neighbours.
 */
const CASES: Record<EligibilityCode, { fail: Case; pass: Case }> = {
  ELIGIBILITY_FILM_INCOMPLETE: { fail: { film: film({ Statut: 2 }) }, pass: { film: film({ Statut: 28 }) } },
  ELIGIBILITY_FILM_ARCHIVED: { fail: { film: film({ Statut: 29 }) }, pass: { film: film({ Statut: 28 }) } },
  ELIGIBILITY_VIDEO_MISSING: {
    fail: { film: film({ video: null }) },
    pass: { film: film({ video: { DateExpiration: null, DateProlongation: null } }) },
  },
  ELIGIBILITY_VIDEO_EXPIRED: {
    // Expired yesterday; valid through its last day (today, even earlier today).
    fail: { film: film({ video: { DateExpiration: day(-1, '23:59:00'), DateProlongation: null } }) },
    pass: { film: film({ video: { DateExpiration: day(0, '08:00:00'), DateProlongation: null } }) },
  },
  ELIGIBILITY_FESTIVAL_NOT_OPEN: {
    fail: { section: section({ StatutCampagne: 'verification-handled' }) },
    pass: { section: section({ StatutCampagne: 'open' }) },
  },
  ELIGIBILITY_INVITATION_ONLY: {
    fail: { section: section({ IsInvitationSeule: true }) },
    pass: { section: section({ IsInvitationSeule: true }), invitation: { DateValiditee: day(5) } },
  },
  ELIGIBILITY_INVITATION_EXPIRED: {
    fail: { invitation: { DateValiditee: day(-1, '23:00:00') } },
    pass: { invitation: { DateValiditee: day(0, '00:00:00') } },
  },
  ELIGIBILITY_NO_COMPETITION: {
    fail: { section: section({ IsInscription: false }) },
    pass: { section: section({ IsInscription: true }) },
  },
  ELIGIBILITY_SECTION_INCOMPLETE: {
    // Opening and results but no deadline: also closed once opened (results are next).
    fail: {
      section: calendar([
        { Type: 'opening', DateEvent: day(-30), Prix: 0, Ordre: 1 },
        { Type: 'extension', DateEvent: null, Prix: 0, Ordre: 2 },
        { Type: 'result', DateEvent: day(60), Prix: 0, Ordre: 3 },
      ]),
    },
    pass: {
      section: calendar([
        { Type: 'opening', DateEvent: day(-30), Prix: 0, Ordre: 1 },
        { Type: 'extension', DateEvent: day(3), Prix: 0, Ordre: 2 },
        { Type: 'result', DateEvent: day(60), Prix: 0, Ordre: 3 },
      ]),
    },
  },
  ELIGIBILITY_SECTION_NOT_OPEN_YET: {
    // The opening event expires on its own day: tomorrow is not open yet, today is.
    fail: {
      section: calendar([
        { Type: 'opening', DateEvent: day(1, '00:00:00'), Prix: 0, Ordre: 1 },
        { Type: 'closing', DateEvent: day(20), Prix: 0, Ordre: 2 },
      ]),
    },
    pass: {
      section: calendar([
        { Type: 'opening', DateEvent: day(0, '23:00:00'), Prix: 0, Ordre: 1 },
        { Type: 'closing', DateEvent: day(20), Prix: 0, Ordre: 2 },
      ]),
    },
  },
  ELIGIBILITY_SECTION_CLOSED: {
    // The deadline was yesterday and the results are next; a deadline today still takes entries.
    fail: {
      section: calendar([
        { Type: 'closing', DateEvent: day(-1, '23:59:00'), Prix: 0, Ordre: 1 },
        { Type: 'result', DateEvent: day(30), Prix: 0, Ordre: 2 },
      ]),
    },
    pass: {
      section: calendar([
        { Type: 'closing', DateEvent: day(0, '00:30:00'), Prix: 0, Ordre: 1 },
        { Type: 'result', DateEvent: day(30), Prix: 0, Ordre: 2 },
      ]),
    },
  },
  ELIGIBILITY_ALREADY_ENTERED: {
    fail: {
      section: section({ reEntry: 'cannot' }),
      entries: [entry({ IdSection: 301, IdCampagneSection: 401, AnneeEdition: 2025 })],
    },
    // A cancelled entry does not count.
    pass: {
      section: section({ reEntry: 'cannot' }),
      entries: [entry({ IdSection: 301, IdCampagneSection: 401, AnneeEdition: 2025, Statut: 128 })],
    },
  },
  ELIGIBILITY_ALREADY_ENTERED_SECTION: {
    // Entered in this section last year: only another section is allowed.
    fail: {
      section: section({ reEntry: 'other-section' }),
      entries: [entry({ IdCampagneSection: 390, AnneeEdition: 2025 })],
    },
    pass: {
      section: section({ reEntry: 'other-section' }),
      entries: [entry({ IdSection: 301, IdCampagneSection: 401 })],
    },
  },
  ELIGIBILITY_PRODUCTION_DATE_MISSING: {
    fail: { film: film({ AnneeProd: null }), section: production(2024) },
    pass: { film: film({ AnneeProd: 2024 }), section: production(2024) },
  },
  ELIGIBILITY_PRODUCTION_DATE: {
    // Produced in or after March 2025: February 2025 is refused, March 2025 taken.
    fail: { film: film({ AnneeProd: 2025, MoisProd: 2 }), section: production(2025, 3) },
    pass: { film: film({ AnneeProd: 2025, MoisProd: 3 }), section: production(2025, 3) },
  },
  ELIGIBILITY_DURATION_MISSING: {
    fail: { film: film({ Duree: null }), section: length(null, 900) },
    pass: { film: film({ Duree: null }), section: length(0, null) },
  },
  ELIGIBILITY_DURATION_TOO_SHORT: {
    fail: { film: film({ Duree: 59 }), section: length(60, 900) },
    pass: { film: film({ Duree: 60 }), section: length(60, 900) },
  },
  ELIGIBILITY_DURATION_TOO_LONG: {
    fail: { film: film({ Duree: 901 }), section: length(60, 900) },
    pass: { film: film({ Duree: 900 }), section: length(60, 900) },
  },
  ELIGIBILITY_COUNTRY_MISSING: {
    fail: {
      film: film({ idPaysProdPrincipal: null, idsPaysCoProd: [] }),
      section: countries([FRANCE], true, false),
    },
    pass: {
      film: film({ idPaysProdPrincipal: null, idsPaysCoProd: [FRANCE] }),
      section: countries([FRANCE], true, false),
    },
  },
  ELIGIBILITY_COUNTRY_NOT_INCLUDED: {
    // Any production country in the list is enough (Belgium co-produced).
    fail: { section: countries([JAPAN], true, false) },
    pass: { section: countries([JAPAN, BELGIUM], true, false) },
  },
  ELIGIBILITY_COUNTRY_EXCLUDED: {
    // Any production country in an exclusion list refuses the film.
    fail: { section: countries([BELGIUM], false, false) },
    pass: { section: countries([JAPAN], false, false) },
  },
  ELIGIBILITY_MAIN_COUNTRY_NOT_INCLUDED: {
    // Main country only: the Belgian co-production does not count.
    fail: { section: countries([BELGIUM], true, true) },
    pass: { section: countries([FRANCE], true, true) },
  },
  ELIGIBILITY_MAIN_COUNTRY_EXCLUDED: {
    fail: { section: countries([FRANCE], false, true) },
    pass: { section: countries([BELGIUM], false, true) },
  },
  ELIGIBILITY_CATEGORY_MISSING: {
    fail: { film: film({ idsCategorie: [] }), section: withCriterion('categories', { Valeurs: [1, 2] }) },
    pass: { film: film({ idsCategorie: [] }), section: withCriterion('categories', { Valeurs: [] }) },
  },
  ELIGIBILITY_CATEGORY_NOT_ELIGIBLE: {
    fail: { film: film({ idsCategorie: [1, 4] }), section: withCriterion('categories', { Valeurs: [2, 3] }) },
    pass: { film: film({ idsCategorie: [1, 4] }), section: withCriterion('categories', { Valeurs: [2, 4] }) },
  },
  ELIGIBILITY_GENRE_MISSING: {
    fail: { film: film({ idsGenre: [] }), section: withCriterion('genres', { Valeurs: [3] }) },
    pass: { film: film({ idsGenre: [3] }), section: withCriterion('genres', { Valeurs: [3] }) },
  },
  ELIGIBILITY_GENRE_NOT_ELIGIBLE: {
    fail: { film: film({ idsGenre: [3, 5] }), section: withCriterion('genres', { Valeurs: [18, 19] }) },
    pass: { film: film({ idsGenre: [3, 19] }), section: withCriterion('genres', { Valeurs: [18, 19] }) },
  },
  ELIGIBILITY_THEME_MISSING: {
    fail: { film: film({ idsThematique: [] }), section: withCriterion('themes', { Valeurs: [33] }) },
    pass: { film: film({ idsThematique: [33] }), section: withCriterion('themes', { Valeurs: [33] }) },
  },
  ELIGIBILITY_THEME_NOT_ELIGIBLE: {
    fail: { film: film({ idsThematique: [10] }), section: withCriterion('themes', { Valeurs: [33, 34] }) },
    pass: {
      film: film({ idsThematique: [10, 34] }),
      section: withCriterion('themes', { Valeurs: [33, 34] }),
    },
  },
  ELIGIBILITY_FIRST_FILM_REQUIRED: {
    fail: {
      film: film({ IsPremierFilm: false }),
      section: withCriterion('first-film', { IsPremierFilm: true }),
    },
    pass: {
      film: film({ IsPremierFilm: true }),
      section: withCriterion('first-film', { IsPremierFilm: true }),
    },
  },
  ELIGIBILITY_FIRST_FILM_REFUSED: {
    fail: {
      film: film({ IsPremierFilm: true }),
      section: withCriterion('first-film', { IsPremierFilm: false }),
    },
    pass: {
      film: film({ IsPremierFilm: true }),
      section: withCriterion('first-film', { IsPremierFilm: null }),
    },
  },
  ELIGIBILITY_SCHOOL_FILM_REQUIRED: {
    fail: {
      film: film({ IsFilmEcole: false }),
      section: withCriterion('school-film', { IsFilmEcole: true }),
    },
    pass: { film: film({ IsFilmEcole: true }), section: withCriterion('school-film', { IsFilmEcole: true }) },
  },
  ELIGIBILITY_SCHOOL_FILM_REFUSED: {
    fail: {
      film: film({ IsFilmEcole: true }),
      section: withCriterion('school-film', { IsFilmEcole: false }),
    },
    pass: {
      film: film({ IsFilmEcole: false }),
      section: withCriterion('school-film', { IsFilmEcole: false }),
    },
  },
};

describe('eligibility: every code', () => {
  it('the fixtures are eligible', () => {
    expect(run()).toEqual({ status: 'eligible', OuvreTesYeux: [], RequiredIdsLangue: [] });
  });

  it('has a case for every code', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ELIGIBILITY_CODES].sort());
  });

  for (const code of ELIGIBILITY_CODES) {
    it(`${code}: given when it applies, not at the nearest case that passes`, () => {
      const { fail, pass } = CASES[code];
      const failing = run(fail);
      expect(failing.status).toBe('ineligible');
      expect(codes(failing)).toContain(code);
      expect(codes(run(pass))).not.toContain(code);
    });
  }

  it('every reason carries exactly the values its sentence names, and its code as key', () => {
    for (const code of ELIGIBILITY_CODES) {
      for (const reason of run(CASES[code].fail).OuvreTesYeux) {
        expect(reason.key).toBe(reason.code);
        expect(Object.keys(reason.values).sort(), reason.code).toEqual(
          [...REASON_KEY_VALUES[reason.key]].sort(),
        );
      }
    }
  });
});

describe('eligibility: values of the sentences', () => {
  it('says how long the film is and the bound it misses, formatted', () => {
    const [tooLong] = run({ film: film({ Duree: 25 * 60 }), section: length(null, 15 * 60) }).OuvreTesYeux;
    expect(tooLong).toEqual({
      code: 'ELIGIBILITY_DURATION_TOO_LONG',
      key: 'ELIGIBILITY_DURATION_TOO_LONG',
      values: { duration: '25 min', max: '15 min' },
    });
    const [tooShort] = run({ film: film({ Duree: 90 }), section: length(150, null) }).OuvreTesYeux;
    expect(tooShort?.values).toEqual({ duration: '1 min 30 s', min: '2 min 30 s' });
  });

  it('gives production dates as month-year, or year alone when the criterion has no month', () => {
    expect(
      run({ film: film({ AnneeProd: 2023, MoisProd: 11 }), section: production(2024, 3) }).OuvreTesYeux[0]
        ?.values,
    ).toEqual({
      produced: '2023-11',
      since: '2024-03',
    });
    expect(
      run({ film: film({ AnneeProd: 2023, MoisProd: 11 }), section: production(2024) }).OuvreTesYeux[0]
        ?.values,
    ).toEqual({
      produced: '2023-11',
      since: '2024',
    });
  });

  it('gives the expired video limit, the later of expiry and extension', () => {
    const video = { DateExpiration: day(-20), DateProlongation: day(-3) };
    expect(run({ film: film({ video }) }).OuvreTesYeux).toEqual([
      { code: 'ELIGIBILITY_VIDEO_EXPIRED', key: 'ELIGIBILITY_VIDEO_EXPIRED', values: { date: '2026-03-07' } },
    ]);
    // An extension still running keeps an old expiry valid.
    expect(
      run({ film: film({ video: { DateExpiration: day(-20), DateProlongation: day(3) } }) }).status,
    ).toBe('eligible');
    expect(run({ film: film({ video: { DateExpiration: null, DateProlongation: day(-1) } }) }).status).toBe(
      'ineligible',
    );
  });

  it('gives the opening day of a section not open yet', () => {
    const result = run(CASES.ELIGIBILITY_SECTION_NOT_OPEN_YET.fail);
    expect(result.OuvreTesYeux[0]?.values).toEqual({ date: '2026-03-11' });
  });

  it('names the film countries at issue and the list it misses', () => {
    const film2 = film({ idPaysProdPrincipal: FRANCE, idsPaysCoProd: [BELGIUM, FRANCE, JAPAN] });
    expect(run({ film: film2, section: countries([SPANISH], true, false) }).OuvreTesYeux[0]?.values).toEqual({
      allowedCountries: [SPANISH],
      countries: [FRANCE, BELGIUM, JAPAN],
    });
    expect(
      run({ film: film2, section: countries([JAPAN, BELGIUM], false, false) }).OuvreTesYeux[0]?.values,
    ).toEqual({
      countries: [BELGIUM, JAPAN],
    });
    expect(run({ film: film2, section: countries([JAPAN], true, true) }).OuvreTesYeux[0]?.values).toEqual({
      allowedCountries: [JAPAN],
      countries: [FRANCE],
    });
  });

  it('gives the edition of the latest earlier entry', () => {
    const entries = [
      entry({ AnneeEdition: 2024, IdCampagneSection: 380 }),
      entry({ AnneeEdition: 2025, IdCampagneSection: 390 }),
    ];
    expect(run({ section: section({ reEntry: 'cannot' }), entries }).OuvreTesYeux[0]?.values).toEqual({
      year: 2025,
    });
  });
});
