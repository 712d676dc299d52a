// The shapes the demo festival's side is built with (festival-side-rows.ts and its parts).
import type { QuestionType } from '@shortlist/domain/festival-campaign';
import type { CalendarEvent } from '@shortlist/domain/festivals/calendar-rules';
import type { PricedProduct } from '@shortlist/domain/orders/basket-calculation';
import type { adresseFacturation, compte, personne } from '../../schema/accounts.ts';
import type { coordonnee } from '../../schema/contacts.ts';
import type { membreFestival, visionnage } from '../../schema/festival-space.ts';
import type { contact, generique } from '../../schema/film-people.ts';
import type { filmVideo, filmVideoSousTitre } from '../../schema/film-videos.ts';
import type {
  film,
  filmCategorie,
  filmGenre,
  filmLangueDialogue,
  filmPays,
  filmPhoto,
  filmResume,
  filmSupportCaptation,
  filmSupportProj,
  filmSynopsis,
  filmTitre,
} from '../../schema/films.ts';
import type {
  commande,
  commandeLigne,
  commandeStatut,
  paiement,
  versementFestival,
  versementMois,
} from '../../schema/orders.ts';
import type {
  inscription,
  inscriptionReponse,
  inscriptionStatut,
  publicationDecision,
} from '../../schema/submissions.ts';
import { COUNTRIES } from '../reference/countries.ts';
import type { FilmmakerKey } from './festival-side-films.ts';
import type { PlannedEntry } from './festival-side-plan.ts';

/** Every row of the demo festival's side, ready for one insert per table. */
export type FestivalSideRows = {
  personne: (typeof personne.$inferInsert)[];
  coordonnee: (typeof coordonnee.$inferInsert)[];
  adresseFacturation: (typeof adresseFacturation.$inferInsert)[];
  compte: (typeof compte.$inferInsert)[];
  film: (typeof film.$inferInsert)[];
  filmTitre: (typeof filmTitre.$inferInsert)[];
  filmResume: (typeof filmResume.$inferInsert)[];
  filmSynopsis: (typeof filmSynopsis.$inferInsert)[];
  filmPays: (typeof filmPays.$inferInsert)[];
  filmCategorie: (typeof filmCategorie.$inferInsert)[];
  filmGenre: (typeof filmGenre.$inferInsert)[];
  filmLangueDialogue: (typeof filmLangueDialogue.$inferInsert)[];
  filmSupportCaptation: (typeof filmSupportCaptation.$inferInsert)[];
  filmSupportProj: (typeof filmSupportProj.$inferInsert)[];
  filmPhoto: (typeof filmPhoto.$inferInsert)[];
  contact: (typeof contact.$inferInsert)[];
  generique: (typeof generique.$inferInsert)[];
  filmVideo: (typeof filmVideo.$inferInsert)[];
  filmVideoSousTitre: (typeof filmVideoSousTitre.$inferInsert)[];
  membreFestival: (typeof membreFestival.$inferInsert)[];
  inscription: (typeof inscription.$inferInsert)[];
  inscriptionReponse: (typeof inscriptionReponse.$inferInsert)[];
  inscriptionStatut: (typeof inscriptionStatut.$inferInsert)[];
  publicationDecision: (typeof publicationDecision.$inferInsert)[];
  visionnage: (typeof visionnage.$inferInsert)[];
  commande: (typeof commande.$inferInsert)[];
  commandeStatut: (typeof commandeStatut.$inferInsert)[];
  commandeLigne: (typeof commandeLigne.$inferInsert)[];
  paiement: (typeof paiement.$inferInsert)[];
  versementFestival: (typeof versementFestival.$inferInsert)[];
  versementMois: (typeof versementMois.$inferInsert)[];
};

export type FestivalSideTable = keyof FestivalSideRows;

/** The tables whose rows the builder gives explicit ids (the others are keyed by their links). */
export const ID_TABLES = [
  'personne',
  'coordonnee',
  'adresseFacturation',
  'compte',
  'film',
  'filmPhoto',
  'contact',
  'generique',
  'filmVideo',
  'filmVideoSousTitre',
  'membreFestival',
  'inscription',
  'inscriptionStatut',
  'publicationDecision',
  'visionnage',
  'commande',
  'commandeStatut',
  'commandeLigne',
  'paiement',
  'versementFestival',
  'versementMois',
] as const satisfies readonly FestivalSideTable[];
export type IdTable = (typeof ID_TABLES)[number];

/** What the database holds that the festival's side is built on (read by seed-demo-festival-side.ts). */
export type FestivalSideContext = {
  now: Date;
  festivalId: number;
  timeZone: string;
  /** The sections of the festival's current call in their order, with their fees and questions. */
  sections: {
    Id: number;
    events: CalendarEvent[];
    questions: { Id: number; Type: QuestionType; IsDemandeCheck: boolean; Choix: { Id: number }[] | null }[];
  }[];
  /** The demo films (films-data.ts) by short name, with their owner. */
  demoFilms: ReadonlyMap<string, { Id: number; Duree: number; superStampUntil: Date | null }>;
  demoFilmsAccountId: number;
  /** The platform fee product (a stamp bought with the entry). */
  platformFee: PricedProduct;
  /** The first free id of each table. */
  nextIds: Record<IdTable, number>;
  /** Entry numbers from the one sequence, as many as entries, ascending. */
  numbers: number[];
};

export const DAY = 86_400_000;
export const MINUTE = 60_000;

const countryIds = new Map(COUNTRIES.map((row, i) => [row[0], i + 1]));
export const countryRow = (iso2: string) => COUNTRIES[(countryIds.get(iso2) ?? 1) - 1];
export const countryId = (iso2: string) => countryIds.get(iso2) ?? 1;

export class Ids {
  constructor(private readonly next: Record<IdTable, number>) {}

  take(table: IdTable): number {
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }
}

export function emptyRows(): FestivalSideRows {
  const rows = {} as Record<FestivalSideTable, unknown[]>;
  for (const key of TABLE_ORDER) rows[key] = [];
  return rows as FestivalSideRows;
}

/** Tables in insert order (foreign keys first). */
export const TABLE_ORDER: readonly FestivalSideTable[] = [
  'personne',
  'coordonnee',
  'adresseFacturation',
  'compte',
  'film',
  'filmTitre',
  'filmResume',
  'filmSynopsis',
  'filmPays',
  'filmCategorie',
  'filmGenre',
  'filmLangueDialogue',
  'filmSupportCaptation',
  'filmSupportProj',
  'filmPhoto',
  'contact',
  'generique',
  'filmVideo',
  'filmVideoSousTitre',
  'membreFestival',
  'inscription',
  'inscriptionReponse',
  'inscriptionStatut',
  'publicationDecision',
  'visionnage',
  'commande',
  'commandeStatut',
  'commandeLigne',
  'paiement',
  'versementFestival',
  'versementMois',
];

export type Step = { ids: Ids; rows: FestivalSideRows; at: (daysAgo: number) => Date };

export type FilmRef = {
  Id: number;
  owner: number;
  ownerKey: FilmmakerKey | 'demo';
  Duree: number;
  covered: boolean;
};

export type Owner = { accountId: number; billingId: number; contactId: number; name: string };

/** One entry as built: what its order needs. */
export type BuiltEntry = {
  Id: number;
  plan: PlannedEntry;
  film: FilmRef;
  sectionId: number;
  placed: Date;
  paid: Date;
};
