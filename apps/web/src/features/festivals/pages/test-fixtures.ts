import type { CalendarEventRow, FestivalCard, FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { formatZonedDay, zonedTexts } from '@shortlist/i18n/deadline-format';

export function card(id: number, name: string, extra: Partial<FestivalCard> = {}): FestivalCard {
  return {
    Id: id,
    Nom: name,
    ShortName: name.toLowerCase(),
    SmartName: `${id}-${name.toLowerCase().replace(/\W+/g, '-')}`,
    Ville: 'Nantes',
    IdPays: 75,
    LibellePays: 'France',
    LogoUrl: null,
    AnneeEdition: 2027,
    StatutCampagne: 'open',
    badge: 'open',
    timeZone: 'Europe/Paris',
    call: { state: 'open', date: null, daysLeft: null, urgent: false, text: null, day: null },
    // Three days from the test's clock, so the countdown reads the same whatever the day.
    nextDeadline: {
      Type: 'closing',
      DateEvent: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      expiresSoon: true,
      text: '27 Nov 2026, 23:59 CET',
      daysLeft: 3,
    },
    fees: { min: 1500, max: 3000, Devise: 'EUR' },
    IsPayant: true,
    hasFreeSection: false,
    PecRealisateur: false,
    IsFavori: false,
    ...extra,
  };
}

const event = (
  id: number,
  extra: Pick<CalendarEventRow, 'Type' | 'DateEvent'> & Partial<CalendarEventRow>,
): CalendarEventRow => ({
  IdEvent: id,
  IdCampagneSection: 4,
  LibelleEvent: null,
  Prix: 0,
  Devise: 'EUR' as const,
  Ordre: id,
  expired: false,
  expiringSoon: false,
  current: false,
  // Filled in by `saidOnFestivalClock`, as the server does.
  text: '',
  day: '',
  ...extra,
});

/**
 * The page as the server words it (`zonedTexts`): every date on the festival's clock in
 * `language`. A test that moves the festival to another zone says it again with this.
 */
export function saidOnFestivalClock(page: FestivalPage, language: Language): FestivalPage {
  const { timeZone } = page;
  const say = (date: string) => zonedTexts(date, language, timeZone);
  const { campaign } = page;
  return {
    ...page,
    festivalDays:
      campaign?.DebutCampagne && campaign.FinCampagne
        ? {
            from: formatZonedDay(campaign.DebutCampagne, language, timeZone),
            to: formatZonedDay(campaign.FinCampagne, language, timeZone),
          }
        : null,
    call: { ...page.call, ...(page.call.date ? say(page.call.date) : { text: null, day: null }) },
    sections: page.sections.map((s) => ({
      ...s,
      opensOnDay: s.opensOn === null ? null : formatZonedDay(s.opensOn, language, timeZone),
      events: s.events.map((e) => ({ ...e, ...say(e.DateEvent) })),
    })),
  };
}

const UNSAID: FestivalPage = {
  Id: 2,
  Nom: 'Les Courts de Nantes',
  ShortName: 'les-courts-de-nantes',
  SmartName: '2-les-courts-de-nantes',
  IdLangue: 13,
  IdPays: 75,
  LibellePays: 'France',
  AnneeCreation: 2014,
  Presentation: 'Un festival de cinéma court.',
  GpsLatitude: 47.2,
  GpsLongitude: -1.5,
  PecRealisateur: true,
  Logo: null,
  Couverture: null,
  Banniere: null,
  LogoUrl: null,
  CouvertureUrl: null,
  BanniereUrl: null,
  badge: 'lastDays',
  timeZone: 'Europe/Paris',
  call: { state: 'open', date: '2026-11-25T22:59:00.000Z', daysLeft: 3, urgent: true, text: null, day: null },
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
  festivalDays: null,
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
    MapUrl: 'https://www.openstreetmap.org/?mlat=47.2&mlon=-1.5#map=14/47.2/-1.5',
  },
  coordonnee: null,
  structure: null,
  genres: [{ Id: 6, Libelle: 'Science-fiction' }],
  categories: [],
  thematiques: [],
  labels: [],
  photos: [{ Id: 1, IdFestival: 2, Fichier: 'a.jpg', Url: '/a.jpg', Credit: 'Jane Doe' }],
  sections: [
    {
      IdCampagneSection: 4,
      IdSection: 4,
      IdCampagne: 2,
      Libelle: 'Compétition internationale',
      Texte: null,
      IsInscription: true,
      IsPayant: true,
      IsPublic: false,
      Ordre: 1,
      Devise: 'EUR',
      currentFee: 2000,
      isClosed: false,
      opensOn: null,
      opensOnDay: null,
      events: [
        event(1, { Type: 'opening', DateEvent: '2026-08-02T10:00:00.000Z', expired: true }),
        event(5, { Type: 'closing', DateEvent: '2026-10-01T21:59:00.000Z', Prix: 1500, expired: true }),
        event(2, {
          Type: 'closing',
          DateEvent: '2026-11-25T22:59:00.000Z',
          Prix: 2000,
          current: true,
          expiringSoon: true,
        }),
        event(3, { Type: 'result', DateEvent: '2026-12-29T10:00:00.000Z' }),
      ],
      criteria: [],
      criterionWords: [
        { key: 'criteria.durationAtMost', values: { max: '30 min' } },
        { key: 'criteria.countriesIncluded', values: { ids: [1] }, dictionary: 'pays' },
      ],
      questions: [],
    },
    {
      IdCampagneSection: 6,
      IdSection: 6,
      IdCampagne: 2,
      Libelle: 'Compétition nationale',
      Texte: null,
      IsInscription: true,
      IsPayant: false,
      IsPublic: true,
      Ordre: 2,
      Devise: 'EUR',
      currentFee: 0,
      isClosed: false,
      opensOn: null,
      opensOnDay: null,
      events: [
        event(7, {
          IdCampagneSection: 6,
          Type: 'closing',
          DateEvent: '2026-11-25T22:59:00.000Z',
          current: true,
        }),
        event(8, { IdCampagneSection: 6, Type: 'result', DateEvent: '2026-12-29T10:00:00.000Z' }),
      ],
      criteria: [],
      criterionWords: [],
      questions: [],
    },
    {
      IdCampagneSection: 9,
      IdSection: 9,
      IdCampagne: 2,
      Libelle: 'Clips',
      Texte: null,
      IsInscription: true,
      IsPayant: true,
      IsPublic: true,
      Ordre: 3,
      Devise: 'EUR',
      currentFee: null,
      isClosed: true,
      opensOn: '2026-12-01T09:00:00.000Z',
      opensOnDay: null,
      events: [
        event(10, {
          IdCampagneSection: 9,
          Type: 'opening',
          DateEvent: '2026-12-01T09:00:00.000Z',
          current: true,
        }),
        event(11, {
          IdCampagneSection: 9,
          Type: 'closing',
          DateEvent: '2027-02-01T22:59:00.000Z',
          Prix: 900,
        }),
      ],
      criteria: [],
      criterionWords: [],
      questions: [],
    },
  ],
};

/** The festival page's answer as the server sends it to a French visitor. */
export const FESTIVAL: FestivalPage = saidOnFestivalClock(UNSAID, 'fr');
