/**
 * Answers and list requests of the film calls (spec §7 Films, People, `generiques`, generic
 * entity calls for `films`). The server validates every answer against them (so OpenAPI
 * documents them) and the web consumes them as they are. Field names follow the spec; form keys
 * (`dureeMinutes`, `idsGenre`...) are the spec's too; values we add are English camelCase.
 * Dates are ISO 8601 strings in UTC.
 *
 * Calls (user API, `/api`), all signed in unless `public/`:
 * - `POST films` (zFilmCreateRequest) -> 201 ZFilm
 * - `GET films/:id` -> ZFilm; 404 NOT_FOUND for another account's film
 * - `PUT films/:id` (creation tab), `PUT films/:id/donnees` (data), `PUT films/:id/technique`,
 *   `PUT films/:id/carriere`, `PUT films/:id/publication` -> ZFilm; 409 FILM_ARCHIVED
 * - `POST films/filter` (ZFilmFilter) -> ZFilmCount; `POST films/filter/:skip/:take` -> ZFilmList
 * - `GET films/:id/completions` -> ZFilmCompletions
 * - `POST films/check-shortname` -> ZShortnameCheckAnswer
 * - `DELETE films/delete/:id` -> ZFilmDeleted
 * - `GET public/films/:key` (id or shortname) -> ZPublicFilm; 404 for private/unknown;
 *   403 FILM_PASSWORD_REQUIRED for a protected film not unlocked
 * - `POST public/films/:key/unlock` -> ZPublicFilm (and an unlock cookie);
 *   401 FILM_PASSWORD_WRONG, 429 FILM_UNLOCK_THROTTLED
 * - `GET public/films/:key/video/:type/url` -> ZVideoPlaybackUrl, `.../poster` -> JPEG; 404 for a
 *   video the film's sharing does not publish (spec §4)
 */
import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';
import { VIDEO_TYPES } from '../media/video-rules.ts';
import { FILM_STATUS_FILTER, FILM_TABS } from './film-status.ts';
import {
  BROADCAST_SOURCES,
  DOCUMENT_TYPES,
  IMAGE_SIZES,
  PHOTO_TYPES,
  PRODUCTION_YEAR_MIN,
  PUBLICATION_VALUES,
} from './film-values.ts';

const ZDate = z.iso.datetime({ offset: true });
const ids = z.array(z.number().int());
const ZPublicationValue = z.union(PUBLICATION_VALUES.map((value) => z.literal(value)));
export const ZSharing = z.enum(['limited', 'full']);

/** A text in one language (titles, summaries, synopses). */
export const ZFilmTitre = z.object({ IdLangue: z.number().int(), Titre: z.string() });
export const ZFilmResume = z.object({ IdLangue: z.number().int(), Resume: z.string() });
export const ZFilmSynopsis = z.object({ IdLangue: z.number().int(), Synopsis: z.string() });

export const ZFilmDiffusion = z.object({
  Id: ZId,
  Source: z.enum(BROADCAST_SOURCES),
  IdPays: z.number().int(),
  Annee: z.number().int(),
  Nom: z.string().nullable(),
});
export const ZFilmParticipation = z.object({
  Id: ZId,
  IdPays: z.number().int(),
  Annee: z.number().int(),
  NomFestival: z.string(),
  Distinction: z.string().nullable(),
});

/**
 * The whole film record as its owner edits it (`GET films/:id` and every tab's save): the spec's
 * fields, the form keys of every tab, and values we compute (`hasPassword` instead of the hash,
 * `sharing`, `status`, `missing`). Each tab's form reads its fields from here.
 */
export const ZFilm = z.object({
  Id: ZId,
  IdCompte: ZId,
  DateCreation: ZDate,
  DateModification: ZDate,
  DateDeclarationDroits: ZDate,
  Statut: z.number().int(),
  status: z.enum(FILM_STATUS_FILTER),
  // creation tab
  TitreOriginal: z.string(),
  TitreLatin: z.string().nullable(),
  AnneeProd: z.number().int().nullable(),
  MoisProd: z.number().int().nullable(),
  Duree: z.number().int().nullable(),
  dureeMinutes: z.number().int().nullable(),
  dureeSecondes: z.number().int().nullable(),
  IsPremierFilm: z.boolean(),
  IsFilmEcole: z.boolean(),
  NomEcole: z.string().nullable(),
  IsScriptOriginal: z.boolean(),
  IsMusiqueOriginale: z.boolean(),
  IsSansDialogue: z.boolean(),
  IsSilencieux: z.boolean(),
  IsLibreDroits: z.boolean(),
  IsDroitsMusiqueAcquis: z.boolean(),
  IdProcede: z.number().int().nullable(),
  idPaysProdPrincipal: z.number().int().nullable(),
  idsCategorie: ids,
  // data tab
  TitreInternationnal: z.string().nullable(),
  UrlSite: z.string().nullable(),
  UrlVideo: z.string().nullable(),
  idsGenre: ids,
  resumeEn: z.string().nullable(),
  idsLangueDialogue: ids,
  idsPaysCoProd: ids,
  idsPaysTournage: ids,
  idsThematique: ids,
  IsLangueSigne: z.boolean(),
  titres: z.array(ZFilmTitre),
  resumes: z.array(ZFilmResume),
  synopses: z.array(ZFilmSynopsis),
  // technical tab
  IdRatio: z.number().int().nullable(),
  IdSon: z.number().int().nullable(),
  IdFramerate: z.number().int().nullable(),
  IdPriseVue: z.number().int().nullable(),
  idsSupportCaptation: ids,
  idsSupportProj: ids,
  idsTechAnimation: ids,
  logiciels: ids,
  // career tab
  diffusions: z.array(ZFilmDiffusion),
  participations: z.array(ZFilmParticipation),
  // media tab (the video has its own issue)
  HadVideo: z.boolean(),
  AfficheFileName: z.string().nullable(),
  // publication tab
  Publication: ZPublicationValue,
  Shortname: z.string().nullable(),
  hasPassword: z.boolean(),
  HadMotDePasseInvitation: z.boolean(),
  DateExpirationSuperTimbre: ZDate.nullable(),
  /** Spec §4: limited sharing without a SuperStamp, full with one. */
  sharing: ZSharing,
  /** False once archived: the record is then read-only. */
  canEdit: z.boolean(),
});
export type Film = z.infer<typeof ZFilm>;

// ------------------------------------------------------------------ list

export const FILM_SORTS = ['newest', 'oldest'] as const;
export const FILM_PAGE_MAX = 100;

/**
 * `POST films/filter` and `POST films/filter/:skip/:take`: the films list's filters (spec §2:
 * search, production year, status, sort oldest/newest). Without `status`, archived films are
 * left out. The search matches the original, international and Latin titles, ignoring case
 * and accents.
 */
export const ZFilmFilter = z.object({
  search: ZPlainText.max(100, 'TOO_LONG').nullish(),
  AnneeProd: z.number().int().min(PRODUCTION_YEAR_MIN).max(2200).nullish(),
  status: z.enum(FILM_STATUS_FILTER).nullish(),
  sort: z.enum(FILM_SORTS).default('newest'),
});
export type FilmFilter = z.input<typeof ZFilmFilter>;
export type FilmFilterValues = z.output<typeof ZFilmFilter>;

export const ZFilmPageParams = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000),
  take: z.coerce.number().int().min(1).max(FILM_PAGE_MAX),
});

export const ZFilmCount = z.object({ count: z.number().int() });

/** A film in the list: its poster thumbnail and completeness. */
export const ZFilmListItem = z.object({
  Id: ZId,
  TitreOriginal: z.string(),
  TitreInternationnal: z.string().nullable(),
  AnneeProd: z.number().int().nullable(),
  Duree: z.number().int().nullable(),
  Statut: z.number().int(),
  status: z.enum(FILM_STATUS_FILTER),
  Publication: ZPublicationValue,
  Shortname: z.string().nullable(),
  DateCreation: ZDate,
  DateModification: ZDate,
  /** The principal photo's thumbnail (public image path), or null. */
  thumbnailUrl: z.string().nullable(),
  /** How many required items are missing (0 = complete). */
  missingCount: z.number().int(),
});
export type FilmListItem = z.infer<typeof ZFilmListItem>;
export const ZFilmList = z.array(ZFilmListItem);

// ------------------------------------------------------------------ completions, deletion

export const ZMissingItem = z.object({ tab: z.enum(FILM_TABS), field: z.string() });

/**
 * `GET films/:id/completions`: `complete` when the record misses nothing (`missing`); `screener`
 * and `toEnter` (the missing items, then the screener: `missingToEnter`) are what the preview
 * lists before a festival entry, and `tabs` each tab's share of `toEnter` (issue 32).
 */
export const ZFilmCompletions = z.object({
  IdFilm: ZId,
  complete: z.boolean(),
  missing: z.array(ZMissingItem),
  tabs: z.array(z.object({ tab: z.enum(FILM_TABS), complete: z.boolean(), missing: z.array(z.string()) })),
  screener: z.object({ present: z.boolean(), subtitleLanguages: z.array(z.number().int()) }),
  toEnter: z.array(ZMissingItem),
});
export type FilmCompletions = z.infer<typeof ZFilmCompletions>;

/** `DELETE films/delete/:id`: archived (had basket entries or submissions) or removed. */
export const ZFilmDeleted = z.object({ Id: ZId, outcome: z.enum(['archived', 'removed']) });

// ------------------------------------------------------------------ photos, documents, credits

export const ZFilmPhoto = z.object({
  Id: ZId,
  IdFilm: ZId,
  DateCreation: ZDate,
  Type: z.enum(PHOTO_TYPES),
  Fichier: z.string(),
  IsPrincipal: z.boolean(),
  Credit: z.string().nullable(),
  Largeur: z.number().int().nullable(),
  Hauteur: z.number().int().nullable(),
  /** Public image path of each size (spec §7), JPEG. */
  urls: z.record(z.enum(IMAGE_SIZES), z.string()),
});
export type FilmPhoto = z.infer<typeof ZFilmPhoto>;

export const ZFilmDocument = z.object({
  Id: ZId,
  IdFilm: ZId,
  IdPersonne: ZId.nullable(),
  DateCreation: ZDate,
  Type: z.enum(DOCUMENT_TYPES),
  FichierOriginal: z.string(),
  Mime: z.string(),
  Poids: z.number().int(),
});
export type FilmDocument = z.infer<typeof ZFilmDocument>;

/** One credit as `GET generiques/film/:idFilm` lists it (spec §3 Credit list fields). */
export const ZCredit = z.object({
  Id: ZId,
  IdFilm: ZId,
  IdFonction: z.number().int(),
  IdContact: ZId,
  OrdreFonction: z.number().int(),
  IdPersonne: ZId,
  IdStructure: ZId.nullable(),
  IdAdresse: ZId.nullable(),
  IdCoordonnee: ZId.nullable(),
  IdCompteAnnuaire: ZId,
  Nom: z.string().nullable(),
  Prenom: z.string().nullable(),
  Civilite: z.string().nullable(),
  AnneeNaissance: z.number().int().nullable(),
  Pseudo: z.string().nullable(),
  PhotoFileName: z.string().nullable(),
  PhotoId: ZId.nullable(),
  Societe: z.string().nullable(),
  /** `contactDisplayName` of spec §3. */
  displayName: z.string(),
});
export type Credit = z.infer<typeof ZCredit>;

/**
 * A credit with the contact details the filmmaker gave, as a festival the film entered sees it
 * (the entry view) and as the owner's Preview shows it (`GET generiques/film/{id}/contacts`).
 */
export const ZCreditWithContacts = ZCredit.pick({
  IdFonction: true,
  OrdreFonction: true,
  IdPersonne: true,
  displayName: true,
}).extend({
  Fonction: z.string(),
  Email: z.string().nullable(),
  Telephone: z.string().nullable(),
  SiteWeb: z.string().nullable(),
});
export type CreditWithContacts = z.infer<typeof ZCreditWithContacts>;

/** A person of the address book offered again on another film (search by name). */
export const ZAddressBookEntry = z.object({
  IdContact: ZId,
  IdPersonne: ZId,
  Nom: z.string().nullable(),
  Prenom: z.string().nullable(),
  Pseudo: z.string().nullable(),
  Societe: z.string().nullable(),
  displayName: z.string(),
});
export type AddressBookEntry = z.infer<typeof ZAddressBookEntry>;

// ------------------------------------------------------------------ public film page

/** A credit as the public sees it: the display name and the function, nothing private. */
export const ZPublicCredit = z.object({
  IdFonction: z.number().int(),
  Fonction: z.string(),
  OrdreFonction: z.number().int(),
  displayName: z.string(),
  IdPersonne: ZId,
  photoUrl: z.string().nullable(),
});

/** A main contact (director, production, sales, contact) with the details they gave. */
export const ZPublicContact = ZPublicCredit.extend({
  Email: z.string().nullable(),
  Telephone: z.string().nullable(),
  SiteWeb: z.string().nullable(),
});

export const ZPublicPhoto = z.object({
  Id: ZId,
  Type: z.enum(PHOTO_TYPES),
  IsPrincipal: z.boolean(),
  Credit: z.string().nullable(),
  Largeur: z.number().int().nullable(),
  Hauteur: z.number().int().nullable(),
  urls: z.record(z.enum(IMAGE_SIZES), z.string()),
});

/**
 * A video the public page may play (spec §4: the trailer always, the film with full sharing);
 * its poster frame is served at a stable public path, its file through a signed URL asked for
 * at play (`GET public/films/:key/video/:type/url`). Width and height are the video's, as the
 * technical check read them (null before it ran).
 */
export const ZPublicVideo = z.object({
  type: z.enum(VIDEO_TYPES),
  poster: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PublicVideo = z.infer<typeof ZPublicVideo>;

/**
 * `GET public/films/:key`: what the public page shows (tabs Film, Photos, Credits, Contacts).
 * Limited sharing (spec §4, no SuperStamp): the film's identity, summary, main contacts,
 * credits and photo gallery; full sharing adds synopsis, technical data and career. Labels are
 * translated into the request's `culture`.
 */
export const ZPublicFilm = z.object({
  Id: ZId,
  Shortname: z.string().nullable(),
  sharing: ZSharing,
  TitreOriginal: z.string(),
  TitreInternationnal: z.string().nullable(),
  TitreLatin: z.string().nullable(),
  /** The title in the reader's language when the owner gave one. */
  titre: z.string().nullable(),
  AnneeProd: z.number().int().nullable(),
  MoisProd: z.number().int().nullable(),
  Duree: z.number().int().nullable(),
  IsPremierFilm: z.boolean(),
  IsFilmEcole: z.boolean(),
  NomEcole: z.string().nullable(),
  IsSansDialogue: z.boolean(),
  IsSilencieux: z.boolean(),
  IsLangueSigne: z.boolean(),
  /** The summary in the reader's language, else English. */
  resume: z.string().nullable(),
  paysPrincipal: z.string().nullable(),
  paysPrincipalIso2: z.string().nullable(),
  paysCoProd: z.array(z.string()),
  categories: z.array(z.string()),
  genres: z.array(z.string()),
  themes: z.array(z.string()),
  languesDialogue: z.array(z.string()),
  directors: z.array(z.string()),
  credits: z.array(ZPublicCredit),
  contacts: z.array(ZPublicContact),
  photos: z.array(ZPublicPhoto),
  /** The videos it may play, the trailer first. */
  videos: z.array(ZPublicVideo),
  /** Full sharing only (null otherwise). */
  synopsis: z.string().nullable(),
  technical: z
    .object({
      Procede: z.string().nullable(),
      Ratio: z.string().nullable(),
      Son: z.string().nullable(),
      Framerate: z.string().nullable(),
      PriseVue: z.string().nullable(),
    })
    .nullable(),
  career: z
    .object({ diffusions: z.array(ZFilmDiffusion), participations: z.array(ZFilmParticipation) })
    .nullable(),
  UrlSite: z.string().nullable(),
  DateModification: ZDate,
});
export type PublicFilm = z.infer<typeof ZPublicFilm>;
