import { CURRENT_TERMS_DATE } from '@shortlist/domain/accounts/first-connection-rules';
import type { QuestionType } from '@shortlist/domain/festival-campaign';
import {
  isPayoutMonthOver,
  payoutMonthOf,
  payoutMonthRange,
} from '@shortlist/domain/festival-space/payout-rules';
import { type CalendarEvent, currentFee } from '@shortlist/domain/festivals/calendar-rules';
import { LANGUAGES } from '@shortlist/domain/languages';
import { videoWarnings } from '@shortlist/domain/media/video-facts';
import { calculateBasket, type PricedProduct } from '@shortlist/domain/orders/basket-calculation';
import type { SubmissionFormula } from '@shortlist/domain/orders/formulas';
import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { TRANSFER_WAIT_MS } from '@shortlist/domain/orders/order-state';
import { vatRule } from '@shortlist/domain/orders/vat';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
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
import { searchName } from '../../search-name.ts';
import type { Translated } from '../label-book.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { demoFilmPhotoStem } from './demo-art.ts';
import {
  DEMO_SCREENER_BYTES,
  DEMO_SCREENER_FACTS,
  DEMO_SCREENER_KEY,
  DEMO_SUBTITLE_KEYS,
  ownDemoScreenerKey,
} from './demo-screener.ts';
import { FESTIVAL_SIDE_FILMS, type FestivalSideFilm, type FilmmakerKey } from './festival-side-films.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FILMS_BILLING,
  type DemoMember,
  FILMMAKERS,
  PLANNED_ENTRIES,
  type PlannedEntry,
  PUBLICATIONS,
} from './festival-side-plan.ts';
import { Prng } from './prng.ts';

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

const DAY = 86_400_000;
const MINUTE = 60_000;
const STATUS = SUBMISSION_STATUS;
const PRNG_SEED = 20_250_731;
/** The demo's videos are never deleted by the expiry job (a shared file serves every demo film). */
const VIDEO_KEPT_YEARS = 10;

const countryIds = new Map(COUNTRIES.map((row, i) => [row[0], i + 1]));
const countryRow = (iso2: string) => COUNTRIES[(countryIds.get(iso2) ?? 1) - 1];
const countryId = (iso2: string) => countryIds.get(iso2) ?? 1;

const SHORT_ANSWERS = [
  'Through Shortlist',
  'A friend who screened here last year',
  'The festival newsletter',
];
const LONG_ANSWERS = [
  'We made this film with friends over two summers, and it is the story we kept telling each other.',
  'The film started from a photograph found in a flea market; we wanted to know who was in it.',
];

class Ids {
  constructor(private readonly next: Record<IdTable, number>) {}

  take(table: IdTable): number {
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }
}

function emptyRows(): FestivalSideRows {
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

type Built = {
  rows: FestivalSideRows;
  /** The billing address to link to the demo films' account (which existed before). */
  demoFilmsBillingId: number;
};

type FilmRef = {
  Id: number;
  owner: number;
  ownerKey: FilmmakerKey | 'demo';
  Duree: number;
  covered: boolean;
};

/**
 * Builds the demo festival's side in memory from the plan (festival-side-plan.ts): the accounts,
 * the invented films, the entries with their answers, moves, publications and viewings, the paid
 * orders and the festival's payout lines. The same context always gives the same rows.
 */
export function buildFestivalSide(ctx: FestivalSideContext): Built {
  const ids = new Ids({ ...ctx.nextIds });
  const rows = emptyRows();
  const prng = new Prng(PRNG_SEED);
  const at = (daysAgo: number) => new Date(Math.round((ctx.now.getTime() - daysAgo * DAY) / MINUTE) * MINUTE);

  const members = addMembers(ctx, { ids, rows, at });
  const owners = addFilmmakers({ ids, rows, at });
  const demoFilmsBillingId = addBillingAddress({
    ids,
    rows,
    created: at(150),
    header: 'Demo Shortlist',
    ...DEMO_FILMS_BILLING,
  });
  const billing = new Map<number, number>([
    ...[...owners.entries()].map(([, owner]) => [owner.accountId, owner.billingId] as const),
    [ctx.demoFilmsAccountId, demoFilmsBillingId],
  ]);
  const films = addFilms(ctx, { ids, rows, at, owners });
  const entries = addEntries(ctx, { ids, rows, at, prng, films, members });
  addOrders(ctx, { ids, rows, at, prng, entries, billing });
  addPayoutMonth(ctx, { ids, rows });
  return { rows, demoFilmsBillingId };
}

type Step = { ids: Ids; rows: FestivalSideRows; at: (daysAgo: number) => Date };

function termsAccepted(created: Date): Date {
  const terms = new Date(CURRENT_TERMS_DATE);
  return created.getTime() >= terms.getTime() ? created : terms;
}

/** The manager and the programmer: accounts that sign in straight away, members of the festival. */
function addMembers(ctx: FestivalSideContext, step: Step): Record<DemoMember, number> {
  const { ids, rows, at } = step;
  const accounts = {} as Record<DemoMember, number>;
  for (const role of ['manager', 'programmer'] as const) {
    accounts[role] = addAccount({
      ...step,
      created: at(role === 'manager' ? 90 : 75),
      Login: DEMO_ACCOUNTS[role].Login,
      Password: DEMO_ACCOUNTS[role].Password,
      person: DEMO_ACCOUNTS[role].person,
      language: 'en',
      lastSignIn: at(1),
    });
  }
  rows.membreFestival.push(
    {
      Id: ids.take('membreFestival'),
      DateCreation: at(60),
      IdFestival: ctx.festivalId,
      IdCompte: accounts.manager,
      Role: 'manager',
      IdInvitePar: null,
    },
    {
      Id: ids.take('membreFestival'),
      DateCreation: at(55),
      IdFestival: ctx.festivalId,
      IdCompte: accounts.programmer,
      Role: 'programmer',
      IdInvitePar: accounts.manager,
    },
  );
  return accounts;
}

function addAccount(
  options: Step & {
    created: Date;
    Login: string;
    Password: string | null;
    person: { Prenom: string; Nom: string };
    language: keyof typeof LANGUAGES;
    lastSignIn: Date | null;
    billingId?: number;
  },
): number {
  const { ids, rows, created } = options;
  const IdPersonne = ids.take('personne');
  rows.personne.push({ Id: IdPersonne, DateCreation: created, ...options.person });
  const Id = ids.take('compte');
  rows.compte.push({
    Id,
    IdLangue: LANGUAGES[options.language].id,
    DateCreation: created,
    DateActivation: created,
    // Activated, terms accepted, first connection done: the account signs in straight away.
    DateAcceptationCGV: termsAccepted(created),
    DateDerConnexion: options.lastSignIn,
    Login: options.Login,
    Password: options.Password,
    IdPersonne,
    IdAdresseFacturation: options.billingId ?? null,
  });
  return Id;
}

function addBillingAddress(
  options: Pick<Step, 'ids' | 'rows'> & {
    created: Date;
    header: string;
    country: string;
    city: string;
    zip: string;
    street: string;
  },
): number {
  const Id = options.ids.take('adresseFacturation');
  options.rows.adresseFacturation.push({
    Id,
    DateCreation: options.created,
    CountryId: countryId(options.country),
    Header: options.header,
    Line1: options.street,
    ZipCode: options.zip,
    City: options.city,
    IsCompany: false,
    IsCee: countryRow(options.country)?.[3] === 1,
    IsAssujetti: false,
  });
  return Id;
}

type Owner = { accountId: number; billingId: number; contactId: number; name: string };

/**
 * The demo filmmaker (signs in with the demo password) and the invented ones (no password), each
 * with a billing address and themselves as a contact of their directory, credited on their films.
 */
function addFilmmakers(step: Step): Map<FilmmakerKey, Owner> {
  const { ids, rows, at } = step;
  const owners = new Map<FilmmakerKey, Owner>();
  for (const [key, who] of Object.entries(FILMMAKERS) as [
    FilmmakerKey,
    (typeof FILMMAKERS)[FilmmakerKey],
  ][]) {
    const created = at(key === 'filmmaker' ? 100 : 140);
    const name = `${who.person.Prenom} ${who.person.Nom}`;
    const billingId = addBillingAddress({ ids, rows, created, header: name, ...who });
    const signsIn = key === 'filmmaker';
    const accountId = addAccount({
      ...step,
      created,
      Login: who.Login,
      Password: signsIn ? DEMO_ACCOUNTS.filmmaker.Password : null,
      person: who.person,
      language: who.language,
      lastSignIn: signsIn ? at(2) : null,
      billingId,
    });
    const IdPersonne = ids.take('personne');
    rows.personne.push({ Id: IdPersonne, DateCreation: created, ...who.person });
    const IdCoordonnee = ids.take('coordonnee');
    rows.coordonnee.push({ Id: IdCoordonnee, DateCreation: created, Email: who.Login });
    const contactId = ids.take('contact');
    rows.contact.push({
      Id: contactId,
      DateCreation: created,
      IdCompteAnnuaire: accountId,
      IdPersonne,
      IdCoordonnee,
    });
    owners.set(key, { accountId, billingId, contactId, name });
  }
  return owners;
}

function perLanguage(value: Translated): { IdLangue: number; text: string }[] {
  return Object.entries(value).map(([lang, text]) => ({
    IdLangue: LANGUAGES[lang as keyof typeof LANGUAGES].id,
    text: text as string,
  }));
}

/** The invented films, each with a principal still drawn on demand like the demo films' photos. */
function addFilms(
  ctx: FestivalSideContext,
  step: Step & { owners: Map<FilmmakerKey, Owner> },
): Map<string, FilmRef> {
  const { ids, at, owners } = step;
  const films = new Map<string, FilmRef>();
  for (const [shortname, demo] of ctx.demoFilms) {
    films.set(shortname, {
      Id: demo.Id,
      owner: ctx.demoFilmsAccountId,
      ownerKey: 'demo',
      Duree: demo.Duree,
      covered: demo.superStampUntil !== null && demo.superStampUntil.getTime() > ctx.now.getTime(),
    });
  }
  for (const [index, data] of FESTIVAL_SIDE_FILMS.entries()) {
    const owner = owners.get(data.owner);
    if (!owner) throw new Error(`no demo filmmaker ${data.owner}`);
    const entry = PLANNED_ENTRIES.find((e) => e.film === data.key);
    const created = at((entry?.sentDaysAgo ?? 0) + 20 + index);
    const IdFilm = ids.take('film');
    addFilmRows(ctx, { ...step, data, IdFilm, owner, created, index });
    films.set(data.key, {
      Id: IdFilm,
      owner: owner.accountId,
      ownerKey: data.owner,
      Duree: data.Duree,
      covered: false,
    });
  }
  return films;
}

function addFilmRows(
  ctx: FestivalSideContext,
  options: Step & { data: FestivalSideFilm; IdFilm: number; owner: Owner; created: Date; index: number },
): void {
  const { rows, ids, data, IdFilm, owner, created } = options;
  const produced = new Date(
    Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() - data.producedMonthsAgo, 1),
  );
  rows.film.push({
    Id: IdFilm,
    DateCreation: created,
    DateModification: created,
    IdCompte: owner.accountId,
    Statut: 28,
    TitreOriginal: data.TitreOriginal,
    TitreRecherche: searchName(data.TitreOriginal),
    TitreInternationnal: data.titles.en,
    MoisProd: produced.getUTCMonth() + 1,
    AnneeProd: produced.getUTCFullYear(),
    Duree: data.Duree,
    IsPremierFilm: data.IsPremierFilm,
    IsFilmEcole: data.NomEcole !== null,
    NomEcole: data.NomEcole,
    IsSansDialogue: data.dialogueLanguages.length === 0,
    IsScriptOriginal: true,
    IsMusiqueOriginale: true,
    IdProcede: 1,
    IdRatio: 4,
    IdSon: 2,
    IdFramerate: 2,
    IdPriseVue: 1,
    // Private: entered at the festival, which sees it whatever its publication (spec §6).
    Publication: 0,
    DateDeclarationDroits: created,
  });
  for (const { IdLangue, text } of perLanguage(data.titles))
    rows.filmTitre.push({ IdFilm, IdLangue, Titre: text });
  for (const { IdLangue, text } of perLanguage(data.summary))
    rows.filmResume.push({ IdFilm, IdLangue, Resume: text });
  for (const { IdLangue, text } of perLanguage(data.synopsis)) {
    rows.filmSynopsis.push({ IdFilm, IdLangue, Synopsis: text });
  }
  data.countries.forEach((iso2, i) => {
    rows.filmPays.push({ IdFilm, IdPays: countryId(iso2), IsPrincipal: i === 0 });
  });
  rows.filmCategorie.push({ IdFilm, IdCategorie: data.category });
  for (const IdGenre of data.genres) rows.filmGenre.push({ IdFilm, IdGenre });
  for (const IdLangue of data.dialogueLanguages) rows.filmLangueDialogue.push({ IdFilm, IdLangue });
  rows.filmSupportCaptation.push({ IdFilm, IdSupportCaptation: 1 });
  rows.filmSupportProj.push({ IdFilm, IdSupportProj: 1 });
  rows.filmPhoto.push({
    Id: ids.take('filmPhoto'),
    IdFilm,
    DateCreation: created,
    Type: 'film',
    // After the demo films' numbers (1-3): each film gets a drawing of its own.
    Fichier: `${demoFilmPhotoStem({ film: 101 + options.index, photo: 1, kind: 'still' })}.jpg`,
    FichierOriginal: `${data.key}-1.jpg`,
    Mime: 'image/jpeg',
    Poids: 400_000,
    Largeur: 1920,
    Hauteur: 1080,
    IsPrincipal: true,
    Credit: owner.name,
    Ordre: 0,
  });
  rows.generique.push(
    { Id: ids.take('generique'), IdFilm, IdFonction: 1, IdContact: owner.contactId, OrdreFonction: 1 },
    { Id: ids.take('generique'), IdFilm, IdFonction: 50, IdContact: owner.contactId, OrdreFonction: 1 },
  );
}

/** One entry as built: what its order needs. */
type BuiltEntry = {
  Id: number;
  plan: PlannedEntry;
  film: FilmRef;
  sectionId: number;
  placed: Date;
  paid: Date;
};

const FLAG = {
  validated: STATUS.validated,
  selected: STATUS.selected,
  notSelected: STATUS.notSelected,
} as const;

/**
 * The entries, sent when their order was paid (numbered in that order), with the film video they
 * play, their answers, their moves through the state machine (an audit row each, as
 * `transitionSubmission` writes them), what their section's publications told the filmmaker, and
 * the members' viewings.
 */
function addEntries(
  ctx: FestivalSideContext,
  step: Step & { prng: Prng; films: Map<string, FilmRef>; members: Record<DemoMember, number> },
): BuiltEntry[] {
  const { ids, rows, at, prng, films, members } = step;
  const bySending = [...PLANNED_ENTRIES].sort((a, b) => b.sentDaysAgo - a.sentDaysAgo);
  if (ctx.numbers.length < bySending.length) throw new Error('not enough entry numbers');
  const built: BuiltEntry[] = [];
  for (const [n, plan] of bySending.entries()) {
    const film = films.get(plan.film);
    const section = ctx.sections[plan.section];
    if (!film || !section) throw new Error(`the demo entry of ${plan.film} has no film or section`);
    const paid = at(plan.sentDaysAgo);
    // Paid by bank transfer: placed a day before the money came.
    const placed = new Date(paid.getTime() - DAY);
    const Id = ids.take('inscription');
    const publication = PUBLICATIONS.find((p) => p.section === plan.section);
    const published = plan.moves.filter((move) => publication && move.daysAgo > publication.daysAgo);
    const last = plan.moves.at(-1);
    const lastPublished = published.length === plan.moves.length;
    const note = plan.decision?.note ?? null;
    const reasons = plan.decision?.reasons ?? null;
    rows.inscription.push({
      Id,
      DateCreation: new Date(placed.getTime() - 10 * MINUTE),
      IdCompte: film.owner,
      IdFilm: film.Id,
      IdCampagneSection: section.Id,
      Statut: last ? FLAG[last.to] : STATUS.sent,
      Numero: ctx.numbers[n] as number,
      DateSoumission: paid,
      IsPaiementAttente: false,
      StatutPublie:
        published.length > 0 ? FLAG[(published.at(-1) as (typeof published)[number]).to] : STATUS.sent,
      DatePublication: published.length > 0 && publication ? at(publication.daysAgo) : paid,
      MessageDecision: last && !lastPublished ? note : null,
      MotifsDecision: last && !lastPublished ? reasons : null,
      MessagePublie: last && lastPublished ? note : null,
      MotifsPublies: last && lastPublished ? reasons : null,
    });
    for (const question of section.questions) {
      const answer = answerOf(prng, question);
      if (answer !== undefined) {
        rows.inscriptionReponse.push({
          IdInscription: Id,
          IdCritereAdditionnel: question.Id,
          Valeur: answer,
        });
      }
    }
    addMoves({ ids, rows, at, entryId: Id, paid, plan, members });
    for (const view of plan.views) addView({ ids, rows, at, entryId: Id, view, accountId: members[view.by] });
    addVideo(ctx, { ids, rows, at, film, uploaded: new Date(placed.getTime() - 3 * DAY) });
    built.push({ Id, plan, film, sectionId: section.Id, placed, paid });
  }
  for (const publication of PUBLICATIONS) {
    const section = ctx.sections[publication.section];
    if (!section) continue;
    rows.publicationDecision.push({
      Id: ids.take('publicationDecision'),
      DateCreation: at(publication.daysAgo),
      IdCampagneSection: section.Id,
      IdCompte: members.manager,
      NbInscriptions: PLANNED_ENTRIES.filter(
        (e) => e.section === publication.section && e.moves.some((m) => m.daysAgo > publication.daysAgo),
      ).length,
    });
  }
  return built;
}

/** An answer of the kind each question asks (a blocking question or a check: yes). */
function answerOf(
  prng: Prng,
  question: FestivalSideContext['sections'][number]['questions'][number],
): boolean | string | number | undefined {
  switch (question.Type) {
    case 'info':
      return undefined;
    case 'blocking':
      return true;
    case 'yes-no':
      return question.IsDemandeCheck ? true : prng.chance(0.5);
    case 'short-text':
      return prng.pick(SHORT_ANSWERS);
    case 'long-text':
      return prng.pick(LONG_ANSWERS);
    case 'choice':
      return question.Choix?.length ? prng.pick(question.Choix).Id : undefined;
  }
}

/** The platform's send, then each festival move by its member. */
function addMoves(
  options: Step & { entryId: number; paid: Date; plan: PlannedEntry; members: Record<DemoMember, number> },
): void {
  const { ids, rows, at, entryId, plan, members } = options;
  rows.inscriptionStatut.push({
    Id: ids.take('inscriptionStatut'),
    DateCreation: options.paid,
    IdInscription: entryId,
    De: STATUS.notFinished,
    Vers: STATUS.sent,
    Auteur: 'platform',
    IdCompte: null,
    Motif: null,
  });
  let from: number = STATUS.sent;
  for (const move of plan.moves) {
    rows.inscriptionStatut.push({
      Id: ids.take('inscriptionStatut'),
      DateCreation: at(move.daysAgo),
      IdInscription: entryId,
      De: from,
      Vers: FLAG[move.to],
      Auteur: 'festival',
      IdCompte: members[move.by],
      Motif: move.reason ?? null,
    });
    from = FLAG[move.to];
  }
}

/** A member's viewing as the player's reports leave it (the screener's running time, its furthest point). */
function addView(
  options: Step & { entryId: number; view: PlannedEntry['views'][number]; accountId: number },
): void {
  const { ids, rows, at, view } = options;
  const duration = DEMO_SCREENER_FACTS.durationSeconds ?? 30;
  const furthest = Math.round(duration * view.share * 10) / 10;
  const first = at(view.daysAgo);
  rows.visionnage.push({
    Id: ids.take('visionnage'),
    IdInscription: options.entryId,
    IdCompte: options.accountId,
    TypeVideo: 'film',
    DatePremiere: first,
    DateDerniere: new Date(first.getTime() + Math.ceil(furthest + 15) * 1000),
    Position: furthest,
    PositionMax: furthest,
    SecondesVues: furthest,
    Duree: duration,
  });
}

/**
 * The entered film's video: the demo screener, checked (its facts, and the warnings a check
 * gives against the film's declared duration), with English and French subtitles, kept for years.
 */
function addVideo(ctx: FestivalSideContext, options: Step & { film: FilmRef; uploaded: Date }): void {
  const { ids, rows, film, uploaded } = options;
  const IdVideo = ids.take('filmVideo');
  const kept = new Date(ctx.now);
  kept.setUTCFullYear(kept.getUTCFullYear() + VIDEO_KEPT_YEARS);
  rows.filmVideo.push({
    Id: IdVideo,
    DateCreation: uploaded,
    IdFilm: film.Id,
    TypeVideo: 'film',
    IdLangueSousTitre: LANGUAGES.fr.id,
    HadSubtitleEn: true,
    FichierOriginal: 'screener.mp4',
    // The demo filmmaker may replace or delete their film's video: theirs is a copy of its own.
    Fichier: film.ownerKey === 'filmmaker' ? ownDemoScreenerKey(film.Id) : DEMO_SCREENER_KEY,
    Mime: 'video/mp4',
    Poids: DEMO_SCREENER_BYTES,
    DateLastUpload: uploaded,
    NbUpload: 1,
    DateExpiration: kept,
    SourceUploadVideo: 'local',
    EtatVerification: 'done',
    Verification: { facts: DEMO_SCREENER_FACTS, warnings: videoWarnings(DEMO_SCREENER_FACTS, film.Duree) },
    DateVerification: new Date(uploaded.getTime() + 2 * MINUTE),
  });
  for (const [language, key] of Object.entries(DEMO_SUBTITLE_KEYS)) {
    rows.filmVideoSousTitre.push({
      Id: ids.take('filmVideoSousTitre'),
      DateCreation: uploaded,
      IdVideo,
      IdLangue: Number(language),
      Fichier: key,
      FichierOriginal: `screener.${language === '6' ? 'en' : 'fr'}.srt`,
    });
  }
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The orders that paid the entries, as `place-order.ts` and `mark-transfer-paid.ts` write them:
 * one per owner and payment (the demo filmmaker's first two entries share one), calculated by the
 * basket's own function (entry fee at the section's price when placed; a stamp bought with the
 * entry, or 20 % off with the demo films' SuperStamp), placed, waiting for the transfer, paid;
 * the transfer as the payment; a payout line per entry fee (the fee less 4.9 %).
 */
function addOrders(
  ctx: FestivalSideContext,
  step: Step & { prng: Prng; entries: BuiltEntry[]; billing: Map<number, number> },
): void {
  const { ids, rows, prng, entries } = step;
  const groups = new Map<string, BuiltEntry[]>();
  for (const entry of entries) {
    const key = `${entry.film.owner}@${entry.paid.getTime()}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const first = group[0] as BuiltEntry;
    const accountId = first.film.owner;
    const address = rows.adresseFacturation.find((a) => a.Id === step.billing.get(accountId));
    if (!address) throw new Error(`no billing address for account ${accountId}`);
    const iso2 = COUNTRIES[address.CountryId - 1]?.[0] ?? 'FR';
    const vat = vatRule({
      countryIso2: iso2,
      IsCee: address.IsCee ?? false,
      TauxTaxe: countryRow(iso2)?.[2] ?? 0,
      IsCompany: false,
      IsAssujetti: false,
      intracomChecked: false,
    });
    const calculation = calculateBasket({
      booklets: [],
      superStamps: [],
      submissions: group.map((entry) => ({
        IdInscription: entry.Id,
        IdFilm: entry.film.Id,
        IdFestival: ctx.festivalId,
        entryFeeCents:
          currentFee(ctx.sections[entry.plan.section]?.events ?? [], first.placed, ctx.timeZone) ?? null,
        formula: (entry.film.covered ? 'superStamp' : 'buyStamp') satisfies SubmissionFormula,
      })),
      platformFee: ctx.platformFee,
      stampBalance: 0,
      filmsCovered: new Set(group.filter((e) => e.film.covered).map((e) => e.film.Id)),
      vat,
    });
    if (calculation.problems.length > 0) {
      throw new Error(`the demo order of ${first.plan.film} is refused: ${calculation.problems[0]?.code}`);
    }
    const { totals } = calculation;
    const orderId = ids.take('commande');
    const reference = `SL-${first.placed.getUTCFullYear()}-${Array.from({ length: 8 }, () => prng.pick([...REFERENCE_ALPHABET])).join('')}`;
    rows.commande.push({
      Id: orderId,
      DateCreation: first.placed,
      DateModification: first.paid,
      Reference: reference,
      IdCompte: accountId,
      Statut: 'paid',
      MoyenPaiement: 'bankTransfer',
      Regime: vat.regime,
      TauxTvaBp: vat.rateBp,
      MontantHT: totals.netCents,
      MontantTva: totals.vatCents,
      MontantTTC: totals.totalCents,
      Totaux: totals,
      AdresseFacturation: {
        Id: address.Id,
        CountryId: address.CountryId,
        Header: address.Header,
        Line1: address.Line1,
        Line2: null,
        State: null,
        ZipCode: address.ZipCode,
        City: address.City,
        IsCompany: false,
        IsCee: address.IsCee ?? false,
        Intracom: null,
        IsAssujetti: false,
        isComplete: true,
        countryIso2: iso2,
      },
      Vendeur: DEMO_INVOICE_SELLER,
      DateExpiration: new Date(first.placed.getTime() + TRANSFER_WAIT_MS),
      DatePaiement: first.paid,
    });
    const audit = [
      { De: null, Vers: 'created', Evenement: 'place', Auteur: 'customer', DateCreation: first.placed },
      {
        De: 'created',
        Vers: 'waitingForTransfer',
        Evenement: 'awaitTransfer',
        Auteur: 'customer',
        DateCreation: first.placed,
      },
      {
        De: 'waitingForTransfer',
        Vers: 'paid',
        Evenement: 'pay',
        Auteur: 'operator',
        DateCreation: first.paid,
      },
    ] as const;
    for (const row of audit)
      rows.commandeStatut.push({ Id: ids.take('commandeStatut'), IdCommande: orderId, ...row });
    for (const line of calculation.lines) {
      const lineId = ids.take('commandeLigne');
      rows.commandeLigne.push({
        Id: lineId,
        IdCommande: orderId,
        Kind: line.kind,
        IdProduit: line.productId,
        Code: line.code,
        IdInscription: line.IdInscription,
        IdFilm: line.IdFilm,
        IdFestival: line.IdFestival,
        Quantite: line.quantity,
        PrixUnitaire: line.unitCents,
        Remise: line.discountCents,
        MontantHT: line.netCents,
        TauxTvaBp: line.vatRateBp,
        TimbresUtilises: line.stampsUsed,
        TimbresCredites: line.stampsCredited,
        Versement: line.payoutCents,
      });
      if (line.kind === 'entryFee' && line.netCents > 0 && line.IdFestival !== null) {
        rows.versementFestival.push({
          Id: ids.take('versementFestival'),
          DateCreation: first.paid,
          IdCommande: orderId,
          IdInscription: line.IdInscription,
          IdFestival: line.IdFestival,
          Type: 'entry',
          MontantFrais: line.netCents,
          MontantVersement: line.payoutCents ?? 0,
        });
      }
    }
    rows.paiement.push({
      Id: ids.take('paiement'),
      DateCreation: first.paid,
      DateModification: first.paid,
      IdCommande: orderId,
      Fournisseur: 'bankTransfer',
      IdFournisseur: reference,
      Statut: 'paid',
      Montant: totals.totalCents,
    });
  }
}

/**
 * The oldest payout month that is over, marked paid by the platform (as `mark-payout-paid` writes
 * it: the month's due, a bank reference, a few days after the month ended, never after the
 * clock); the later months, the current one included, wait.
 */
function addPayoutMonth(ctx: FestivalSideContext, step: Pick<Step, 'ids' | 'rows'>): void {
  const { ids, rows } = step;
  const months = [
    ...new Set(rows.versementFestival.map((line) => payoutMonthOf(line.DateCreation as Date))),
  ].sort();
  const month = months.find((m) => isPayoutMonthOver(m, ctx.now));
  if (!month) return;
  const end = payoutMonthRange(month).end.getTime();
  const paidAt = new Date(Math.min(end + 5 * DAY, end + (ctx.now.getTime() - end) / 2));
  rows.versementMois.push({
    Id: ids.take('versementMois'),
    DateCreation: paidAt,
    IdFestival: ctx.festivalId,
    Mois: month,
    DatePaiement: paidAt,
    ReferenceBancaire: `DEMO-PAYOUT-${month}`,
    Operateur: 'Shortlist demo',
    MontantVerse: rows.versementFestival
      .filter((line) => payoutMonthOf(line.DateCreation as Date) === month)
      .reduce((sum, line) => sum + line.MontantVersement, 0),
  });
}
