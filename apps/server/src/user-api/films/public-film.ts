import type { Db } from '@shortlist/db/client';
import { personne } from '@shortlist/db/schema/accounts';
import { coordonnee, structure } from '@shortlist/db/schema/contacts';
import {
  categorie,
  fonction,
  framerate,
  genre,
  langue,
  pays,
  priseVue,
  procede,
  ratio,
  son,
  thematique,
} from '@shortlist/db/schema/dictionaries';
import { contact, generique, personnePhoto } from '@shortlist/db/schema/film-people';
import {
  film,
  filmCategorie,
  filmDiffusion,
  filmGenre,
  filmLangueDialogue,
  filmParticipation,
  filmPays,
  filmPhoto,
  filmResume,
  filmSynopsis,
  filmThematique,
  filmTitre,
} from '@shortlist/db/schema/films';
import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import {
  compareCredits,
  contactDisplayName,
  FUNCTION_CODE_DIRECTOR,
  MAIN_CONTACT_FUNCTIONS,
} from '@shortlist/domain/films/credit-rules';
import { ENGLISH_ID } from '@shortlist/domain/films/film-rules';
import { IMAGE_SIZES, type Publication } from '@shortlist/domain/films/film-values';
import { filmPhotoPath } from '@shortlist/domain/films/media-rules';
import { parseFilmKey, publicAccess, sharingOf } from '@shortlist/domain/films/publication-rules';
import { type Language, languageId } from '@shortlist/domain/languages';
import { asc, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors.ts';
import { translatedLabel } from '../../platform/translations/translated-label.ts';
import type { FilmRow } from './film-record.ts';
import { readPublicVideos } from './public-videos.ts';

/** The film a public page key (`film/{id or shortname}`) names, or 404. */
export async function findFilmByKey(db: Db, key: string): Promise<FilmRow> {
  const parsed = parseFilmKey(key);
  if (!parsed) throw new AppError('NOT_FOUND');
  const where = 'Id' in parsed ? eq(film.Id, parsed.Id) : eq(film.ShortnameRecherche, parsed.Shortname);
  const [row] = await db.select().from(film).where(where);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Spec §4: a private film is 404 to the public (its owner sees it, as the preview tab does); a
 * protected one answers 403 FILM_PASSWORD_REQUIRED until this visitor unlocked it.
 */
export function requirePublicAccess(
  row: FilmRow,
  options: { accountId: number | null; unlocked: boolean },
): void {
  if (options.accountId === row.IdCompte) return;
  const access = publicAccess(row.Publication as Publication, options.unlocked);
  if (access === 'hidden') throw new AppError('NOT_FOUND');
  if (access === 'password') throw new AppError('FILM_PASSWORD_REQUIRED');
}

/** The translated labels of one of the film's dictionary lists, in the dictionary's order. */
async function labels(
  db: Db,
  options: {
    name: string;
    link: PgTable & { IdFilm: AnyPgColumn };
    column: AnyPgColumn;
    dictionary: PgTable & { Id: AnyPgColumn; IdLibelle: AnyPgColumn; Ordre: AnyPgColumn };
    filmId: number;
    language: Language;
  },
): Promise<string[]> {
  const t = translatedLabel({
    name: options.name,
    labelId: options.dictionary.IdLibelle,
    language: options.language,
  });
  const rows = await db
    .select({ label: t.label })
    .from(options.link)
    .innerJoin(options.dictionary, eq(options.dictionary.Id, options.column))
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn)
    .where(eq(options.link.IdFilm, options.filmId))
    .orderBy(asc(options.dictionary.Ordre), asc(options.dictionary.Id));
  return rows.map((row) => row.label);
}

/** One translated label of a single choice (process, ratio...), or null. */
async function choice(
  db: Db,
  options: {
    name: string;
    dictionary: PgTable & { Id: AnyPgColumn; IdLibelle: AnyPgColumn };
    id: number | null;
    language: Language;
  },
): Promise<string | null> {
  if (options.id === null) return null;
  const t = translatedLabel({
    name: options.name,
    labelId: options.dictionary.IdLibelle,
    language: options.language,
  });
  const [row] = await db
    .select({ label: t.label })
    .from(options.dictionary)
    .leftJoin(t.local, t.localOn)
    .leftJoin(t.english, t.englishOn)
    .where(eq(options.dictionary.Id, options.id));
  return row?.label ?? null;
}

/** A text in the reader's language, else English, else the first one given. */
function inLanguage<T extends { IdLangue: number }>(rows: T[], language: Language): T | undefined {
  return (
    rows.find((row) => row.IdLangue === languageId(language)) ??
    rows.find((row) => row.IdLangue === ENGLISH_ID) ??
    rows[0]
  );
}

type Labels = Awaited<ReturnType<typeof labels>>;
type Credits = Awaited<ReturnType<typeof readCredits>>;

/**
 * What the public page shows of a film it may see (spec §2 tabs Film, Photos, Credits, Contacts;
 * §4 limited sharing: identity, summary, main contacts, credits, photos, trailer; full sharing
 * adds the film video, synopsis, technical data and career). A fixed number of queries whatever the number of credits
 * or photos, run side by side; labels in the reader's language.
 */
export async function readPublicFilm(
  db: Db,
  options: { row: FilmRow; language: Language; now: Date },
): Promise<PublicFilm> {
  const { row, language } = options;
  const sharing = sharingOf(row.DateExpirationSuperTimbre, options.now);
  const full = sharing === 'full';
  const [texts, countries, lists, credits, photos, videos, technical, career] = await Promise.all([
    readTexts(db, { filmId: row.Id, full }),
    readCountries(db, { filmId: row.Id, language }),
    readLists(db, { filmId: row.Id, language }),
    readCredits(db, { filmId: row.Id, language }),
    readPhotos(db, row),
    readPublicVideos(db, { IdFilm: row.Id, sharing }),
    full ? readTechnical(db, { row, language }) : null,
    full ? readCareer(db, row.Id) : null,
  ]);
  const main = countries.find((country) => country.IsPrincipal);
  return {
    Id: row.Id,
    Shortname: row.Shortname,
    sharing,
    TitreOriginal: row.TitreOriginal,
    TitreInternationnal: row.TitreInternationnal,
    TitreLatin: row.TitreLatin,
    // The title in the reader's language only: another language's would read as a wrong title
    // (issue 32); the page falls back to the international title, then the original.
    titre: texts.titres.find((title) => title.IdLangue === languageId(language))?.Titre ?? null,
    AnneeProd: row.AnneeProd,
    MoisProd: row.MoisProd,
    Duree: row.Duree,
    IsPremierFilm: row.IsPremierFilm,
    IsFilmEcole: row.IsFilmEcole,
    NomEcole: row.NomEcole,
    IsSansDialogue: row.IsSansDialogue,
    IsSilencieux: row.IsSilencieux,
    IsLangueSigne: row.IsLangueSigne,
    resume: inLanguage(texts.resumes, language)?.Resume ?? null,
    paysPrincipal: main?.label ?? null,
    paysPrincipalIso2: main?.Iso2 ?? null,
    paysCoProd: countries.filter((country) => !country.IsPrincipal).map((country) => country.label),
    categories: lists.categories,
    genres: lists.genres,
    themes: full ? lists.themes : [],
    languesDialogue: full ? lists.languages : [],
    ...publicCredits(credits),
    photos,
    videos,
    synopsis: full ? (inLanguage(texts.synopses, language)?.Synopsis ?? null) : null,
    technical,
    career,
    UrlSite: full ? row.UrlSite : null,
    DateModification: row.DateModification.toISOString(),
  };
}

/** Titles, summaries and (full sharing) synopses in every language the film has them. */
async function readTexts(db: Db, options: { filmId: number; full: boolean }) {
  const { filmId } = options;
  const [titres, resumes, synopses] = await Promise.all([
    db.select().from(filmTitre).where(eq(filmTitre.IdFilm, filmId)),
    db.select().from(filmResume).where(eq(filmResume.IdFilm, filmId)),
    options.full
      ? db.select().from(filmSynopsis).where(eq(filmSynopsis.IdFilm, filmId))
      : Promise.resolve([]),
  ]);
  return { titres, resumes, synopses };
}

/** The producing countries, the principal first, named in the reader's language. */
function readCountries(db: Db, options: { filmId: number; language: Language }) {
  const mainCountry = translatedLabel({
    name: 'main_country',
    labelId: pays.IdLibelle,
    language: options.language,
  });
  return db
    .select({ IsPrincipal: filmPays.IsPrincipal, Iso2: pays.Iso2, label: mainCountry.label })
    .from(filmPays)
    .innerJoin(pays, eq(pays.Id, filmPays.IdPays))
    .leftJoin(mainCountry.local, mainCountry.localOn)
    .leftJoin(mainCountry.english, mainCountry.englishOn)
    .where(eq(filmPays.IdFilm, options.filmId))
    .orderBy(desc(filmPays.IsPrincipal), asc(pays.Iso2));
}

/** Categories, genres, themes and dialogue languages, each named in the reader's language. */
async function readLists(
  db: Db,
  common: { filmId: number; language: Language },
): Promise<{ categories: Labels; genres: Labels; themes: Labels; languages: Labels }> {
  const [categories, genres, themes, languages] = await Promise.all([
    labels(db, {
      ...common,
      name: 'cat',
      link: filmCategorie,
      column: filmCategorie.IdCategorie,
      dictionary: categorie,
    }),
    labels(db, { ...common, name: 'genre', link: filmGenre, column: filmGenre.IdGenre, dictionary: genre }),
    labels(db, {
      ...common,
      name: 'theme',
      link: filmThematique,
      column: filmThematique.IdThematique,
      dictionary: thematique,
    }),
    labels(db, {
      ...common,
      name: 'lang',
      link: filmLangueDialogue,
      column: filmLangueDialogue.IdLangue,
      dictionary: langue,
    }),
  ]);
  return { categories, genres, themes, languages };
}

/** Every credit with its person, company, contact details, photo and function's name. */
function readCredits(db: Db, options: { filmId: number; language: Language }) {
  const role = translatedLabel({ name: 'role', labelId: fonction.IdLibelle, language: options.language });
  return db
    .select({
      Id: generique.Id,
      IdFonction: generique.IdFonction,
      OrdreFonction: generique.OrdreFonction,
      functionOrder: fonction.Ordre,
      Fonction: role.label,
      IdPersonne: personne.Id,
      Nom: personne.Nom,
      Prenom: personne.Prenom,
      Pseudo: personne.Pseudo,
      Societe: structure.RaisonSociale,
      Email: coordonnee.Email,
      Telephone: coordonnee.Telephone,
      SiteWeb: coordonnee.SiteWeb,
      photo: personnePhoto.Fichier,
    })
    .from(generique)
    .innerJoin(fonction, eq(fonction.Id, generique.IdFonction))
    .innerJoin(contact, eq(contact.Id, generique.IdContact))
    .innerJoin(personne, eq(personne.Id, contact.IdPersonne))
    .leftJoin(structure, eq(structure.Id, contact.IdStructure))
    .leftJoin(coordonnee, eq(coordonnee.Id, contact.IdCoordonnee))
    .leftJoin(personnePhoto, eq(personnePhoto.IdPersonne, personne.Id))
    .leftJoin(role.local, role.localOn)
    .leftJoin(role.english, role.englishOn)
    .where(eq(generique.IdFilm, options.filmId));
}

/** The credits as the public sees them, the directors, and the main contacts with their details. */
function publicCredits(credits: Credits): Pick<PublicFilm, 'credits' | 'directors' | 'contacts'> {
  const sorted = [...credits].sort(compareCredits);
  const shown = sorted.map((credit) => ({
    IdFonction: credit.IdFonction,
    Fonction: credit.Fonction,
    OrdreFonction: credit.OrdreFonction,
    displayName: contactDisplayName(credit),
    IdPersonne: credit.IdPersonne,
    // Person photos are served by the media area under its own public path.
    photoUrl: credit.photo
      ? `/api/public/photos/personnes/${credit.IdPersonne}/${encodeURIComponent(credit.photo)}`
      : null,
  }));
  return {
    directors: shown.filter((c) => c.IdFonction === FUNCTION_CODE_DIRECTOR).map((c) => c.displayName),
    credits: shown,
    contacts: sorted.flatMap((credit, i) => {
      const one = shown[i];
      if (!one || !MAIN_CONTACT_FUNCTIONS.includes(credit.IdFonction)) return [];
      return [{ ...one, Email: credit.Email, Telephone: credit.Telephone, SiteWeb: credit.SiteWeb }];
    }),
  };
}

/** The photos in their order, with the public path of each size. */
async function readPhotos(db: Db, row: FilmRow): Promise<PublicFilm['photos']> {
  const photos = await db
    .select()
    .from(filmPhoto)
    .where(eq(filmPhoto.IdFilm, row.Id))
    .orderBy(asc(filmPhoto.Ordre), asc(filmPhoto.Id));
  return photos.map((photo) => ({
    Id: photo.Id,
    Type: photo.Type,
    IsPrincipal: photo.IsPrincipal,
    Credit: photo.Credit,
    Largeur: photo.Largeur,
    Hauteur: photo.Hauteur,
    urls: Object.fromEntries(
      IMAGE_SIZES.map((size) => [
        size,
        filmPhotoPath({ IdFilm: row.Id, IdCompte: row.IdCompte, size, Fichier: photo.Fichier }),
      ]),
    ) as PublicFilm['photos'][number]['urls'],
  }));
}

/** The technical choices (full sharing), each named in the reader's language. */
async function readTechnical(db: Db, options: { row: FilmRow; language: Language }) {
  const { row, language } = options;
  const [Procede, Ratio, Son, Framerate, PriseVue] = await Promise.all([
    choice(db, { name: 'procede', dictionary: procede, id: row.IdProcede, language }),
    choice(db, { name: 'ratio', dictionary: ratio, id: row.IdRatio, language }),
    choice(db, { name: 'son', dictionary: son, id: row.IdSon, language }),
    choice(db, { name: 'framerate', dictionary: framerate, id: row.IdFramerate, language }),
    choice(db, { name: 'prise_vue', dictionary: priseVue, id: row.IdPriseVue, language }),
  ]);
  return { Procede, Ratio, Son, Framerate, PriseVue };
}

/** Broadcasts and festival participations (full sharing), newest first. */
async function readCareer(db: Db, filmId: number) {
  const [diffusions, participations] = await Promise.all([
    db
      .select()
      .from(filmDiffusion)
      .where(eq(filmDiffusion.IdFilm, filmId))
      .orderBy(desc(filmDiffusion.Annee)),
    db
      .select()
      .from(filmParticipation)
      .where(eq(filmParticipation.IdFilm, filmId))
      .orderBy(desc(filmParticipation.Annee)),
  ]);
  return {
    diffusions: diffusions.map(({ IdFilm: _film, ...d }) => d),
    participations: participations.map(({ IdFilm: _film, ...p }) => p),
  };
}
