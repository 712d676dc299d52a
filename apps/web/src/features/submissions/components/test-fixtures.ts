import type {
  CalendarEventRow,
  FestivalPage,
  FestivalSection,
} from '@shortlist/domain/festivals/api-contracts';
import { DEFAULT_PRODUCTS, type Product } from '@shortlist/domain/orders/catalogue';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';

/** A closing deadline some days from the test's clock, the current one. */
function deadline(IdCampagneSection: number, Prix: number): CalendarEventRow {
  return {
    IdEvent: IdCampagneSection * 10,
    IdCampagneSection,
    Type: 'closing',
    LibelleEvent: null,
    DateEvent: '2026-12-15T22:59:00.000Z',
    Prix,
    Devise: 'EUR',
    Ordre: 1,
    expired: false,
    expiringSoon: false,
    current: true,
    text: '15 Dec 2026, 23:59 GMT+1',
    day: '15 December 2026',
  };
}

function section(id: number, extra: Partial<FestivalSection>): FestivalSection {
  return {
    IdCampagneSection: id,
    IdSection: id + 100,
    IdCampagne: 2,
    Libelle: `Section ${id}`,
    Texte: null,
    IsInscription: true,
    IsPayant: false,
    IsPublic: true,
    Ordre: id,
    Devise: 'EUR',
    currentFee: 0,
    isClosed: false,
    opensOn: null,
    opensOnDay: null,
    events: [deadline(id, extra.currentFee ?? 0)],
    criteria: [],
    criterionWords: [],
    questions: [],
    ...extra,
  };
}

const question = (
  Id: number,
  Type: FestivalSection['questions'][number]['Type'],
  Libelle: string,
  extra = {},
) => ({
  Id,
  IdCampagneSection: 6,
  Libelle,
  Texte: null,
  Type,
  IsDemandeCheck: false,
  Ordre: Id,
  Choix: [],
  ...extra,
});

/** A festival with a protected paid section, a free one asking every kind of question, and a paid one. */
export const PANEL_FESTIVAL: FestivalPage = {
  Id: 2,
  Nom: 'Les Courts de Nantes',
  ShortName: 'les-courts-de-nantes',
  SmartName: '2-les-courts-de-nantes',
  IdLangue: 13,
  IdPays: 75,
  LibellePays: 'France',
  AnneeCreation: 2014,
  Presentation: null,
  GpsLatitude: null,
  GpsLongitude: null,
  PecRealisateur: false,
  Logo: null,
  Couverture: null,
  Banniere: null,
  LogoUrl: null,
  CouvertureUrl: null,
  BanniereUrl: null,
  badge: 'open',
  timeZone: 'Europe/Paris',
  call: {
    state: 'open',
    date: '2026-12-15T22:59:00.000Z',
    daysLeft: 21,
    urgent: false,
    text: '15 Dec 2026, 23:59 GMT+1',
    day: '15 December 2026',
  },
  campaign: null,
  festivalDays: null,
  adresse: null,
  coordonnee: null,
  structure: null,
  genres: [],
  categories: [],
  thematiques: [],
  labels: [],
  photos: [],
  sections: [
    section(4, { Libelle: 'Compétition internationale', IsPayant: true, IsPublic: false, currentFee: 2000 }),
    section(6, {
      Libelle: 'Compétition nationale',
      questions: [
        question(1, 'info', 'About the screenings', { Texte: 'Screenings are in Nantes.' }),
        question(2, 'yes-no', 'Has the film been shown on TV?'),
        question(3, 'short-text', 'Director’s name'),
        question(4, 'long-text', 'Why this festival?'),
        question(5, 'choice', 'Format', {
          Choix: [
            { Id: 51, Libelle: 'Fiction' },
            { Id: 52, Libelle: 'Documentary' },
          ],
        }),
        question(6, 'blocking', 'Can you attend the festival?'),
      ],
    }),
    section(9, {
      Libelle: 'Clips',
      IsPayant: true,
      currentFee: 1500,
      // The nearest deadline, under 14 days away.
      events: [{ ...deadline(9, 1500), DateEvent: '2026-11-30T22:59:00.000Z', expiringSoon: true }],
    }),
  ],
};

export function film(Id: number, TitreOriginal: string) {
  return {
    Id,
    TitreOriginal,
    TitreInternationnal: null,
    AnneeProd: 2025,
    Duree: 900,
    Statut: 28,
    status: 'complete',
    Publication: 0,
    Shortname: null,
    DateCreation: '2026-01-02T10:00:00.000Z',
    DateModification: '2026-01-02T10:00:00.000Z',
    thumbnailUrl: null,
    missingCount: 0,
  };
}

export const FILMS = [film(11, 'Le Cœur battant'), film(12, 'Night Bus')];

function cell(IdFilm: number, IdCampagneSection: number, extra: Partial<EligibilityCellAnswer> = {}) {
  return {
    IdFilm,
    IdFestival: 2,
    IdCampagneSection,
    status: 'eligible',
    OuvreTesYeux: [],
    RequiredIdsLangue: [],
    ...extra,
  } satisfies EligibilityCellAnswer;
}

/** Le Cœur battant: two sections open to it, one not (two reasons); Night Bus: two, and one lacking subtitles. */
export const CELLS: EligibilityCellAnswer[] = [
  cell(11, 4),
  cell(11, 6),
  cell(11, 9, {
    status: 'ineligible',
    OuvreTesYeux: [
      {
        code: 'ELIGIBILITY_DURATION_TOO_LONG',
        key: 'ELIGIBILITY_DURATION_TOO_LONG',
        values: { duration: '15 min', max: '10 min' },
      },
      {
        code: 'ELIGIBILITY_PRODUCTION_DATE',
        key: 'ELIGIBILITY_PRODUCTION_DATE',
        values: { produced: '2023-03', since: '2024' },
      },
    ],
  }),
  cell(12, 4),
  cell(12, 6, { status: 'missing-subtitles', RequiredIdsLangue: [1] }),
  cell(12, 9),
];

/** `products/active` as the demo seeds it: the panel shows its platform fee beside each entry fee. */
export const CATALOGUE: Product[] = DEFAULT_PRODUCTS.map((product, index) => ({
  Id: index + 1,
  code: product.code,
  kind: product.kind,
  priceCents: product.priceCents,
  stamps: product.stamps,
  months: product.months,
}));
