import {
  type EntryView,
  type InboxItem,
  type InboxPage,
  ZEntryView,
  ZInboxPage,
} from '@shortlist/domain/festival-space/entry-contracts';
import {
  type FestivalInvitation,
  ZFestivalInvitation,
} from '@shortlist/domain/festival-space/invitation-contracts';
import {
  type FestivalMember,
  type MemberFestival,
  ZFestivalMembersResponse,
  ZMemberFestivalsResponse,
} from '@shortlist/domain/festival-space/member-contracts';
import { type PayoutMonth, ZPayoutsResponse } from '@shortlist/domain/festival-space/payout-contracts';

/*
 * The festival workspace's API answers for component tests, each parsed by its contract: a
 * fixture the server could not send fails here rather than passing a test.
 */

export const FESTIVAL_ID = 3;
export const API = '/api/festival-space';

export function festivalsAnswer(items: Partial<MemberFestival>[] = [{}]) {
  return ZMemberFestivalsResponse.parse({
    items: items.map((item, index) => ({
      IdFestival: FESTIVAL_ID + index,
      Nom: index === 0 ? 'Les Courts de Nantes' : `Festival ${index + 1}`,
      ShortName: `festival-${index + 1}`,
      role: 'manager',
      logoUrl: null,
      ...item,
    })),
  });
}

export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    IdInscription: 101,
    Numero: 12,
    IdFilm: 12,
    TitreOriginal: 'La Nuit blanche',
    TitreInternationnal: 'The Sleepless Night',
    directors: 'Ada Lovelace',
    IdCampagneSection: 5,
    sectionLabel: 'International competition (2027)',
    Statut: 2,
    statusLabel: 'Sent',
    isPublished: true,
    StatutPublie: 2,
    DateSoumission: '2026-10-02T10:00:00.000Z',
    Duree: 750,
    IdPays: 1,
    countryLabel: 'France',
    IsPremierFilm: true,
    IsFilmEcole: false,
    hasScreener: true,
    coverage: 'notOpened',
    membersOpened: 0,
    membersWatchedToEnd: 0,
    conflicted: false,
    scores: null,
    ...overrides,
  };
}

export function inboxAnswer(items: InboxItem[], overrides: Partial<InboxPage> = {}): InboxPage {
  return ZInboxPage.parse({
    items,
    total: items.length,
    counts: {
      byStatus: { '2': 2, '4': 1 },
      bySection: [
        { IdCampagneSection: 5, sectionLabel: 'International competition (2027)', count: 2 },
        { IdCampagneSection: 6, sectionLabel: 'Animation (2027)', count: 1 },
      ],
      byCoverage: { notOpened: 1, partly: 1, full: 1 },
      unpublished: 1,
    },
    ...overrides,
  });
}

export const INBOX_ITEMS: InboxItem[] = [
  inboxItem(),
  inboxItem({
    IdInscription: 102,
    Numero: 13,
    IdFilm: 13,
    TitreOriginal: 'Night Bus',
    TitreInternationnal: null,
    directors: 'Bob Martin, Chloé Durand',
    Statut: 4,
    statusLabel: 'Validated',
    isPublished: false,
    coverage: 'full',
    membersOpened: 2,
    membersWatchedToEnd: 2,
  }),
  inboxItem({
    IdInscription: 103,
    Numero: 14,
    IdFilm: 14,
    TitreOriginal: 'Les Oiseaux',
    IdCampagneSection: 6,
    sectionLabel: 'Animation (2027)',
    Statut: 16,
    statusLabel: 'Not selected',
    coverage: 'partly',
    membersOpened: 1,
  }),
];

const FILM = {
  Id: 12,
  IdCompte: 9,
  DateCreation: '2026-01-02T10:00:00.000Z',
  DateModification: '2026-01-03T10:00:00.000Z',
  DateDeclarationDroits: '2026-01-02T10:00:00.000Z',
  Statut: 2,
  status: 'complete',
  TitreOriginal: 'La Nuit blanche',
  TitreLatin: null,
  AnneeProd: 2025,
  MoisProd: 3,
  Duree: 750,
  dureeMinutes: 12,
  dureeSecondes: 30,
  IsPremierFilm: true,
  IsFilmEcole: true,
  NomEcole: 'La Fémis',
  IsScriptOriginal: true,
  IsMusiqueOriginale: false,
  IsSansDialogue: false,
  IsSilencieux: false,
  IsLibreDroits: false,
  IsDroitsMusiqueAcquis: true,
  IdProcede: 1,
  idPaysProdPrincipal: 1,
  idsCategorie: [1],
  TitreInternationnal: 'The Sleepless Night',
  UrlSite: null,
  UrlVideo: null,
  idsGenre: [1],
  resumeEn: 'A night porter cannot sleep.',
  idsLangueDialogue: [1],
  idsPaysCoProd: [],
  idsPaysTournage: [],
  idsThematique: [],
  IsLangueSigne: false,
  titres: [],
  resumes: [],
  synopses: [{ IdLangue: 1, Synopsis: 'Un veilleur de nuit ne dort plus.' }],
  IdRatio: null,
  IdSon: null,
  IdFramerate: null,
  IdPriseVue: null,
  idsSupportCaptation: [],
  idsSupportProj: [],
  idsTechAnimation: [],
  logiciels: [],
  diffusions: [],
  participations: [],
  HadVideo: true,
  AfficheFileName: null,
  Publication: 0,
  Shortname: null,
  DateExpirationSuperTimbre: null,
  sharing: 'limited',
};

export function entryAnswer(overrides: Partial<EntryView> = {}): EntryView {
  return ZEntryView.parse({
    IdInscription: 101,
    IdFestival: FESTIVAL_ID,
    Numero: 12,
    IdCampagneSection: 5,
    sectionLabel: 'International competition (2027)',
    Statut: 4,
    statusLabel: 'Validated',
    StatutPublie: 2,
    isPublished: false,
    DateSoumission: '2026-10-02T10:00:00.000Z',
    nextStatuses: [8, 16, 32],
    MessageDecision: null,
    MotifsDecision: [],
    film: FILM,
    credits: [
      {
        IdFonction: 1,
        OrdreFonction: 1,
        IdPersonne: 40,
        displayName: 'Ada Lovelace',
        Fonction: 'Director',
        Email: 'ada@example.com',
        Telephone: null,
        SiteWeb: null,
      },
    ],
    photos: [],
    documents: [
      {
        Id: 70,
        IdFilm: 12,
        IdPersonne: null,
        DateCreation: '2026-01-02T10:00:00.000Z',
        Type: 'script',
        FichierOriginal: 'script.pdf',
        Mime: 'application/pdf',
        Poids: 120_000,
        downloadUrl: '/api/festival-space/entries/101/documents/70',
      },
    ],
    videos: [
      { TypeVideo: 'film', subtitles: [1], vimeo: null },
      {
        TypeVideo: 'trailer',
        subtitles: [],
        vimeo: { url: 'https://vimeo.com/123/abc', playerUrl: 'https://player.vimeo.com/video/123?h=abc' },
      },
    ],
    answers: [{ IdCritereAdditionnel: 8, question: 'Is it a premiere?', value: true }],
    conflicts: [],
    blind: false,
    history: [
      {
        DateCreation: '2026-10-02T10:00:00.000Z',
        De: 1,
        Vers: 2,
        deLabel: 'Unfinished',
        versLabel: 'Sent',
        Auteur: 'platform',
        by: null,
        Motif: null,
        published: true,
      },
      {
        DateCreation: '2026-10-05T10:00:00.000Z',
        De: 2,
        Vers: 4,
        deLabel: 'Sent',
        versLabel: 'Validated',
        Auteur: 'festival',
        by: 'Margot Manager',
        Motif: 'Screener checked',
        published: false,
      },
    ],
    viewing: {
      festival: { firstOpenedAt: '2026-10-06T10:00:00.000Z', furthestPercent: 40, watchedToEnd: false },
      mine: [],
      members: [],
    },
    ...overrides,
  });
}

export function membersAnswer(items: Partial<FestivalMember>[]) {
  return ZFestivalMembersResponse.parse({
    items: items.map((item, index) => ({
      IdMembre: 500 + index,
      IdCompte: 600 + index,
      Login: `member${index}@example.com`,
      name: null,
      role: 'programmer',
      DateCreation: '2026-09-01T10:00:00.000Z',
      pending: false,
      isMe: false,
      ...item,
    })),
  });
}

export function payoutsAnswer(items: PayoutMonth[]) {
  return ZPayoutsResponse.parse({ items });
}

export function invitationAnswer(overrides: Partial<FestivalInvitation> = {}): FestivalInvitation {
  return ZFestivalInvitation.parse({
    IdInvitation: 900,
    DateCreation: '2026-10-01T10:00:00.000Z',
    DateValiditee: '2027-03-31',
    IdCampagneSection: 6,
    sectionName: 'Animation',
    Prix: 1250,
    Devise: 'EUR',
    Message: null,
    status: 'pending',
    IdFilm: 12,
    TitreOriginal: 'La Nuit blanche',
    IdInscription: null,
    ...overrides,
  });
}
