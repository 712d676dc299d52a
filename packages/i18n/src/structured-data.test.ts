import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { describe, expect, it } from 'vitest';
import { pageHead } from './seo.ts';
import { festivalStructuredData } from './structured-data.ts';
import { structuredDataProblems } from './structured-data-check.ts';

const ORIGIN = 'https://shortlist.example';

const section = (
  id: number,
  extra: Partial<FestivalPage['sections'][number]>,
): FestivalPage['sections'][number] => ({
  IdCampagneSection: id,
  IdSection: id,
  IdCampagne: 2,
  Libelle: `Section ${id}`,
  Texte: null,
  IsInscription: true,
  IsPayant: true,
  IsPublic: true,
  Ordre: id,
  Devise: 'EUR',
  currentFee: 2000,
  isClosed: false,
  events: [
    {
      IdEvent: id * 10,
      IdCampagneSection: id,
      Type: 'closing',
      LibelleEvent: null,
      DateEvent: '2026-11-25T23:59:00.000Z',
      Prix: 2000,
      Devise: 'EUR',
      Ordre: 1,
      expired: false,
      expiringSoon: false,
      current: true,
      text: '26 Nov 2026, 00:59 UTC+1',
      day: '26 November 2026',
    },
  ],
  criteria: [],
  criterionWords: [],
  questions: [],
  opensOn: null,
  opensOnDay: null,
  ...extra,
});

const FESTIVAL: FestivalPage = {
  Id: 2,
  Nom: 'Les Courts de Nantes',
  ShortName: 'nantes',
  SmartName: '2-les-courts-de-nantes',
  IdLangue: 13,
  IdPays: 75,
  LibellePays: 'France',
  AnneeCreation: 2014,
  Presentation: null,
  GpsLatitude: 47.2,
  GpsLongitude: -1.5,
  timeZone: 'Europe/Paris',
  call: {
    state: 'open',
    date: '2026-11-25T23:59:00.000Z',
    daysLeft: 3,
    urgent: true,
    text: '26 Nov 2026, 00:59 UTC+1',
    day: '26 November 2026',
  },
  PecRealisateur: false,
  Logo: null,
  Couverture: 'c.jpg',
  Banniere: null,
  LogoUrl: null,
  CouvertureUrl: '/api/public/images/festivals/c.jpg',
  BanniereUrl: null,
  badge: 'open',
  campaign: {
    IdCampagne: 2,
    AnneeEdition: 2027,
    StatutCampagne: 'open',
    DebutCampagne: '2027-01-19T10:00:00.000Z',
    FinCampagne: '2027-01-25T23:59:00.000Z',
    OuvertureCampagne: '2026-08-02T10:00:00.000Z',
    FermetureCampagne: '2026-11-25T23:59:00.000Z',
    IsInvitationSeule: false,
  },
  festivalDays: { from: '19 January 2027', to: '26 January 2027' },
  adresse: {
    Id: 2,
    IdPays: 75,
    LibellePays: 'France',
    Ligne1: '4 place du Marché',
    Ligne2: null,
    Province: null,
    Cp: '44000',
    Ville: 'Nantes',
    GpsLatitude: 47.2,
    GpsLongitude: -1.5,
    MapUrl: null,
  },
  coordonnee: null,
  structure: null,
  genres: [],
  categories: [],
  thematiques: [],
  labels: [],
  photos: [],
  sections: [
    section(4, {}),
    section(5, { IsPayant: false, currentFee: 0, Libelle: 'Free section' }),
    section(6, { isClosed: true, currentFee: null, Libelle: 'Closed section' }),
  ],
};

function festivalData(festival: FestivalPage = FESTIVAL) {
  return festivalStructuredData({
    festival,
    url: `${ORIGIN}/fr/festival/${festival.SmartName}`,
    origin: ORIGIN,
    description: 'Dates et frais',
    language: 'fr',
  });
}

describe('home structured data', () => {
  it('is an Organization and a WebSite whose search opens the directory in the page language', () => {
    const head = pageHead({ key: 'home', language: 'es', origin: ORIGIN });
    expect(head.jsonLd.map((block) => (block as { '@type'?: string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    expect(structuredDataProblems(head.jsonLd)).toEqual([]);
    expect(JSON.stringify(head.jsonLd)).toContain(`${ORIGIN}/es/festivales?q={search_term_string}`);
  });

  it('is on home only', () => {
    expect(pageHead({ key: 'festivals', language: 'en', origin: ORIGIN }).jsonLd).toEqual([]);
  });
});

describe('festival structured data', () => {
  it('is a valid Festival with its dates, place and one offer per open section', () => {
    const { jsonLd, image, ogType } = festivalData();
    expect(ogType).toBe('event');
    expect(image).toBe(`${ORIGIN}/api/public/images/festivals/c.jpg`);
    expect(structuredDataProblems(jsonLd)).toEqual([]);
    const [festival] = jsonLd as unknown as Record<string, unknown>[];
    expect(festival).toMatchObject({
      '@type': 'Festival',
      name: 'Les Courts de Nantes',
      startDate: '2027-01-19T10:00:00.000Z',
      endDate: '2027-01-25T23:59:00.000Z',
      location: {
        '@type': 'Place',
        name: 'Nantes',
        address: { addressLocality: 'Nantes', postalCode: '44000' },
      },
    });
    expect(festival?.offers).toEqual([
      expect.objectContaining({
        name: 'Section 4',
        price: '20.00',
        priceCurrency: 'EUR',
        validThrough: '2026-11-25T23:59:00.000Z',
      }),
      expect.objectContaining({ name: 'Free section', price: '0.00' }),
    ]);
  });

  it('leaves out the dates a festival has not given, and the check then says what Google misses', () => {
    const { jsonLd } = festivalData({ ...FESTIVAL, campaign: null });
    expect(JSON.stringify(jsonLd)).not.toContain('startDate');
    expect(structuredDataProblems(jsonLd)).toEqual(['block 0 (Festival): missing startDate']);
  });
});

describe('the structured data check', () => {
  it('finds a missing context, an unknown type, a relative URL and a bad price', () => {
    expect(
      structuredDataProblems([
        { '@type': 'Organization', name: 'x', url: '/en' },
        {
          '@context': 'https://schema.org',
          '@type': 'Thing',
          offers: {
            '@type': 'Offer',
            price: '€5',
            priceCurrency: 'eur',
            availability: 'InStock',
            url: 'https://x',
          },
        },
      ]),
    ).toEqual([
      'block 0: @context must be https://schema.org',
      'block 0.url: not an absolute URL (/en)',
      'block 1: unexpected @type Thing',
      'block 1.offers.price: a plain number is expected (€5)',
      'block 1.offers.priceCurrency: an ISO 4217 code is expected',
      'block 1.offers.availability: not a schema.org enumeration member (InStock)',
    ]);
  });
});
