import { describe, expect, it } from 'vitest';
import { calendar, codes, countries, length, production, run } from './eligibility-cases.ts';
import {
  BELGIUM,
  criterion,
  day,
  ENGLISH,
  entry,
  FRANCE,
  FRENCH,
  film,
  JAPAN,
  SPANISH,
  section,
  withCriterion,
} from './eligibility-fixtures.ts';
import type { EligibilityEntry, EligibilitySection } from './eligibility-input.ts';

describe('eligibility: every reason that applies, in order', () => {
  it('lists film, section, entry and criteria reasons together in code order', () => {
    const result = run({
      film: film({ Statut: 2, video: null, Duree: 40 * 60, IsFilmEcole: true, idsGenre: [] }),
      section: section({
        StatutCampagne: 'closed',
        reEntry: 'cannot',
        criteria: [
          criterion('school-film', { IsFilmEcole: false }),
          criterion('duration', { DureeMax: 30 * 60 }),
          criterion('genres', { Valeurs: [4] }),
          criterion('country', { Valeurs: [JAPAN], IsInclusionPays: true }),
        ],
      }),
      entries: [entry({ IdCampagneSection: 390, AnneeEdition: 2025 })],
    });
    expect(codes(result)).toEqual([
      'ELIGIBILITY_FILM_INCOMPLETE',
      'ELIGIBILITY_VIDEO_MISSING',
      'ELIGIBILITY_FESTIVAL_NOT_OPEN',
      'ELIGIBILITY_ALREADY_ENTERED',
      'ELIGIBILITY_DURATION_TOO_LONG',
      'ELIGIBILITY_COUNTRY_NOT_INCLUDED',
      'ELIGIBILITY_GENRE_MISSING',
      'ELIGIBILITY_SCHOOL_FILM_REFUSED',
    ]);
  });

  it('gives both duration reasons when a section bounds contradict each other, and checks every row of a type', () => {
    const result = run({
      film: film({ Duree: 400 }),
      section: section({
        criteria: [
          criterion('duration', { DureeMin: 600, DureeMax: 300 }),
          criterion('genres', { Valeurs: [3] }),
          criterion('genres', { Valeurs: [9] }),
        ],
      }),
    });
    expect(codes(result)).toEqual([
      'ELIGIBILITY_DURATION_TOO_SHORT',
      'ELIGIBILITY_DURATION_TOO_LONG',
      'ELIGIBILITY_GENRE_NOT_ELIGIBLE',
    ]);
  });

  it('ignores a criterion the festival does not check, whatever it says', () => {
    const unchecked = section({
      criteria: [
        criterion('duration', { DureeMax: 60, IsCheckerCritere: false }),
        criterion('country', { Valeurs: [JAPAN], IsCheckerCritere: false }),
        criterion('first-film', { IsPremierFilm: true, IsCheckerCritere: false }),
        criterion('subtitle', { IdsLanguesSubs: [SPANISH], IsCheckerCritere: false }),
      ],
    });
    expect(run({ section: unchecked }).status).toBe('eligible');
  });

  it('ignores criteria that set no condition', () => {
    const empty = section({
      criteria: [
        criterion('film', { AnneeProduction: null }),
        criterion('duration', { DureeMin: 0, DureeMax: null }),
        criterion('country', { Valeurs: [] }),
        criterion('categories', { Valeurs: null }),
        criterion('subtitle', { IdsLanguesSubs: [] }),
        criterion('first-film', { IsPremierFilm: null }),
        criterion('school-film', {}),
      ],
    });
    const bare = film({
      AnneeProd: null,
      Duree: null,
      idPaysProdPrincipal: null,
      idsPaysCoProd: [],
      idsCategorie: [],
    });
    expect(run({ film: bare, section: empty }).status).toBe('eligible');
  });
});

describe('eligibility: production date bounds', () => {
  const since = production(2025, 3);
  it.each([
    [2024, 12, false],
    [2025, 2, false],
    [2025, 3, true],
    [2025, 4, true],
    [2026, 1, true],
  ])('produced %i-%i against March 2025 or later: %s', (AnneeProd, MoisProd, ok) => {
    expect(run({ film: film({ AnneeProd, MoisProd }), section: since }).status === 'eligible').toBe(ok);
  });
  it('a year-only criterion takes any month of that year', () => {
    expect(run({ film: film({ AnneeProd: 2025, MoisProd: 1 }), section: production(2025) }).status).toBe(
      'eligible',
    );
    expect(run({ film: film({ AnneeProd: 2024, MoisProd: 12 }), section: production(2025) }).status).toBe(
      'ineligible',
    );
  });
  it('an unknown month matters only in the boundary year', () => {
    expect(codes(run({ film: film({ AnneeProd: 2025, MoisProd: null }), section: since }))).toEqual([
      'ELIGIBILITY_PRODUCTION_DATE_MISSING',
    ]);
    expect(run({ film: film({ AnneeProd: 2026, MoisProd: null }), section: since }).status).toBe('eligible');
    expect(codes(run({ film: film({ AnneeProd: 2024, MoisProd: null }), section: since }))).toEqual([
      'ELIGIBILITY_PRODUCTION_DATE',
    ]);
  });
  it('reads an out-of-range criterion month as no month', () => {
    expect(run({ film: film({ AnneeProd: 2025, MoisProd: 1 }), section: production(2025, 13) }).status).toBe(
      'eligible',
    );
  });
});

describe('eligibility: duration bounds', () => {
  it.each([
    [59, 'ELIGIBILITY_DURATION_TOO_SHORT'],
    [60, null],
    [900, null],
    [901, 'ELIGIBILITY_DURATION_TOO_LONG'],
  ])('%i s against 60 s to 15 min', (Duree, code) => {
    expect(codes(run({ film: film({ Duree }), section: length(60, 900) }))).toEqual(code ? [code] : []);
  });
  it('an open side takes any length, a zero film length is missing', () => {
    expect(run({ film: film({ Duree: 10 * 3600 }), section: length(60, 0) }).status).toBe('eligible');
    expect(run({ film: film({ Duree: 1 }), section: length(null, 900) }).status).toBe('eligible');
    expect(codes(run({ film: film({ Duree: 0 }), section: length(60, 900) }))).toEqual([
      'ELIGIBILITY_DURATION_MISSING',
    ]);
  });
});

describe('eligibility: countries', () => {
  const coProduction = film({ idPaysProdPrincipal: FRANCE, idsPaysCoProd: [BELGIUM] });
  it('inclusion over every production country: any one in the list is enough', () => {
    expect(run({ film: coProduction, section: countries([BELGIUM], true, false) }).status).toBe('eligible');
    expect(run({ film: coProduction, section: countries([FRANCE], true, false) }).status).toBe('eligible');
  });
  it('exclusion over every production country: any one in the list refuses', () => {
    expect(codes(run({ film: coProduction, section: countries([BELGIUM], false, false) }))).toEqual([
      'ELIGIBILITY_COUNTRY_EXCLUDED',
    ]);
  });
  it('main country only: the co-producing countries are not judged', () => {
    expect(codes(run({ film: coProduction, section: countries([BELGIUM], true, true) }))).toEqual([
      'ELIGIBILITY_MAIN_COUNTRY_NOT_INCLUDED',
    ]);
    expect(run({ film: coProduction, section: countries([BELGIUM], false, true) }).status).toBe('eligible');
  });
  it('main country only, without a main country: missing even with co-producing countries', () => {
    const noMain = film({ idPaysProdPrincipal: null, idsPaysCoProd: [FRANCE] });
    expect(codes(run({ film: noMain, section: countries([FRANCE], true, true) }))).toEqual([
      'ELIGIBILITY_COUNTRY_MISSING',
    ]);
    expect(run({ film: noMain, section: countries([FRANCE], true, false) }).status).toBe('eligible');
  });
});

describe('eligibility: categories, genres and themes are any-of', () => {
  it.each([
    ['categories', 'idsCategorie'],
    ['genres', 'idsGenre'],
    ['themes', 'idsThematique'],
  ] as const)('%s: one shared id is enough, none refuses', (Type, field) => {
    const criteria = withCriterion(Type, { Valeurs: [7, 8] });
    expect(run({ film: film({ [field]: [1, 8] }), section: criteria }).status).toBe('eligible');
    expect(run({ film: film({ [field]: [1, 2] }), section: criteria }).status).toBe('ineligible');
  });
});

describe('eligibility: first and school film', () => {
  it.each([
    ['first-film', 'IsPremierFilm', true, true, null],
    ['first-film', 'IsPremierFilm', true, false, 'ELIGIBILITY_FIRST_FILM_REQUIRED'],
    ['first-film', 'IsPremierFilm', false, true, 'ELIGIBILITY_FIRST_FILM_REFUSED'],
    ['first-film', 'IsPremierFilm', false, false, null],
    ['first-film', 'IsPremierFilm', null, true, null],
    ['first-film', 'IsPremierFilm', null, false, null],
    ['school-film', 'IsFilmEcole', true, true, null],
    ['school-film', 'IsFilmEcole', true, false, 'ELIGIBILITY_SCHOOL_FILM_REQUIRED'],
    ['school-film', 'IsFilmEcole', false, true, 'ELIGIBILITY_SCHOOL_FILM_REFUSED'],
    ['school-film', 'IsFilmEcole', false, false, null],
    ['school-film', 'IsFilmEcole', null, true, null],
    ['school-film', 'IsFilmEcole', null, false, null],
  ] as const)('%s: criterion %s=%s, film %s -> %s', (Type, field, wanted, actual, code) => {
    const result = run({
      film: film({ [field]: actual }),
      section: withCriterion(Type, { [field]: wanted }),
    });
    expect(codes(result)).toEqual(code ? [code] : []);
  });
});

describe('eligibility: subtitles', () => {
  const englishSubs = withCriterion('subtitle', { IdsLanguesSubs: [ENGLISH] });
  const englishOrFrench = withCriterion('subtitle', { IdsLanguesSubs: [ENGLISH, FRENCH] });
  const noSubs = { idsLangueSousTitre: [] };

  it('a film in French without subtitles misses English ones, and is otherwise eligible', () => {
    expect(run({ film: film({ idsLangueDialogue: [FRENCH], ...noSubs }), section: englishSubs })).toEqual({
      status: 'missing-subtitles',
      OuvreTesYeux: [],
      RequiredIdsLangue: [ENGLISH],
    });
  });
  it('subtitles in one of the languages are enough', () => {
    expect(
      run({
        film: film({ idsLangueDialogue: [SPANISH], idsLangueSousTitre: [FRENCH] }),
        section: englishOrFrench,
      }).status,
    ).toBe('eligible');
    expect(
      run({
        film: film({ idsLangueDialogue: [SPANISH], idsLangueSousTitre: [SPANISH] }),
        section: englishOrFrench,
      }),
    ).toMatchObject({
      status: 'missing-subtitles',
      RequiredIdsLangue: [ENGLISH, FRENCH],
    });
  });
  it('a film whose every dialogue language is one of them needs none', () => {
    expect(
      run({ film: film({ idsLangueDialogue: [ENGLISH], ...noSubs }), section: englishSubs }).status,
    ).toBe('eligible');
    expect(
      run({ film: film({ idsLangueDialogue: [ENGLISH, FRENCH], ...noSubs }), section: englishOrFrench })
        .status,
    ).toBe('eligible');
    // Partly in Spanish: the English-reading audience needs subtitles.
    expect(
      run({ film: film({ idsLangueDialogue: [ENGLISH, SPANISH], ...noSubs }), section: englishSubs }).status,
    ).toBe('missing-subtitles');
  });
  it('a silent film or one without dialogue needs none; an unknown dialogue language needs them', () => {
    expect(run({ film: film({ IsSilencieux: true, ...noSubs }), section: englishSubs }).status).toBe(
      'eligible',
    );
    expect(run({ film: film({ IsSansDialogue: true, ...noSubs }), section: englishSubs }).status).toBe(
      'eligible',
    );
    expect(run({ film: film({ idsLangueDialogue: [], ...noSubs }), section: englishSubs }).status).toBe(
      'missing-subtitles',
    );
  });
  it('an ineligible film still says which subtitles it lacks', () => {
    expect(run({ film: film({ Statut: 2, ...noSubs }), section: englishSubs })).toMatchObject({
      status: 'ineligible',
      RequiredIdsLangue: [ENGLISH],
    });
  });
});

describe('eligibility: calendar and festival', () => {
  it('takes entries from the opening day through the last deadline day', () => {
    const events: EligibilitySection['events'] = [
      { Type: 'opening', DateEvent: day(0, '09:00:00'), Prix: 0, Ordre: 1 },
      { Type: 'closing', DateEvent: day(5, '23:59:00'), Prix: 1000, Ordre: 2 },
      { Type: 'extension', DateEvent: day(12, '23:59:00'), Prix: 2000, Ordre: 3 },
      { Type: 'result', DateEvent: day(40), Prix: 0, Ordre: 4 },
    ];
    const at = (offset: number) =>
      run({ section: calendar(events), now: day(offset, '15:00:00'), film: film({ video: null }) });
    const calendarCodes = (offset: number) =>
      codes(at(offset)).filter((code) => code !== 'ELIGIBILITY_VIDEO_MISSING');
    expect(calendarCodes(-1)).toEqual(['ELIGIBILITY_SECTION_NOT_OPEN_YET']);
    expect(calendarCodes(0)).toEqual([]);
    expect(calendarCodes(5)).toEqual([]);
    expect(calendarCodes(12)).toEqual([]);
    expect(calendarCodes(13)).toEqual(['ELIGIBILITY_SECTION_CLOSED']);
    expect(calendarCodes(41)).toEqual(['ELIGIBILITY_SECTION_CLOSED']);
  });
  it('a section with no calendar at all is incomplete and closed', () => {
    expect(codes(run({ section: calendar([]) }))).toEqual([
      'ELIGIBILITY_SECTION_INCOMPLETE',
      'ELIGIBILITY_SECTION_CLOSED',
    ]);
  });
  it.each(['closed', 'preparation', 'verification-requested', 'verification-handled'] as const)(
    'a campaign %s is not open',
    (StatutCampagne) => {
      expect(codes(run({ section: section({ StatutCampagne }) }))).toEqual(['ELIGIBILITY_FESTIVAL_NOT_OPEN']);
    },
  );
  it('an invitation opens a closed section until its validity date, but not a festival that is not open', () => {
    const closed = calendar([
      { Type: 'closing', DateEvent: day(-10), Prix: 0, Ordre: 1 },
      { Type: 'result', DateEvent: day(30), Prix: 0, Ordre: 2 },
    ]);
    expect(codes(run({ section: closed }))).toEqual(['ELIGIBILITY_SECTION_CLOSED']);
    expect(run({ section: closed, invitation: { DateValiditee: day(2) } }).status).toBe('eligible');
    expect(
      codes(run({ section: { ...closed, StatutCampagne: 'closed' }, invitation: { DateValiditee: day(2) } })),
    ).toEqual(['ELIGIBILITY_FESTIVAL_NOT_OPEN']);
  });
});

describe('eligibility: re-entry rules', () => {
  const sameSectionLastYear = entry({ IdCampagneSection: 390, AnneeEdition: 2025 });
  const otherSectionThisYear = entry({ IdSection: 301, IdCampagneSection: 401 });
  const sameCallSection = entry({ IdCampagneSection: 400 });
  const otherFestival = entry({ IdFestival: 101, IdSection: 900, IdCampagneSection: 901 });
  const otherFilm = entry({ IdFilm: 2 });
  const rule = (reEntry: EligibilitySection['reEntry'], entries: EligibilityEntry[]) =>
    codes(run({ section: section({ reEntry }), entries }));

  it('cannot: any earlier entry in the festival refuses', () => {
    expect(rule('cannot', [otherSectionThisYear])).toEqual(['ELIGIBILITY_ALREADY_ENTERED']);
    expect(rule('cannot', [sameSectionLastYear])).toEqual(['ELIGIBILITY_ALREADY_ENTERED']);
    expect(rule('cannot', [sameCallSection])).toEqual(['ELIGIBILITY_ALREADY_ENTERED']);
  });
  it('only in another section: the same section of any edition refuses, another section is fine', () => {
    expect(rule('other-section', [sameSectionLastYear])).toEqual(['ELIGIBILITY_ALREADY_ENTERED_SECTION']);
    expect(rule('other-section', [otherSectionThisYear])).toEqual([]);
  });
  it('can: a later edition of the same section is fine, the same call section never', () => {
    expect(rule('can', [sameSectionLastYear, otherSectionThisYear])).toEqual([]);
    expect(rule('can', [sameCallSection])).toEqual(['ELIGIBILITY_ALREADY_ENTERED_SECTION']);
  });
  it('entries of other festivals, other films and cancelled entries do not count; basket entries do', () => {
    expect(rule('cannot', [otherFestival, otherFilm, entry({ Statut: 128 })])).toEqual([]);
    expect(rule('cannot', [entry({ Statut: 1 })])).toEqual(['ELIGIBILITY_ALREADY_ENTERED']);
  });
});
