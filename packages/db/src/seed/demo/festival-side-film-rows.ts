// The demo festival side's invented films and every entered film's video (festival-side-rows.ts).
import { LANGUAGES } from '@shortlist/domain/languages';
import { videoWarnings } from '@shortlist/domain/media/video-facts';
import { searchName } from '../../search-name.ts';
import type { Translated } from '../label-book.ts';
import { demoFilmPhotoStem } from './demo-art.ts';
import {
  DEMO_SCREENER_BYTES,
  DEMO_SCREENER_FACTS,
  DEMO_SCREENER_KEY,
  DEMO_SUBTITLE_KEYS,
  ownDemoScreenerKey,
} from './demo-screener.ts';
import { FESTIVAL_SIDE_FILMS, type FestivalSideFilm, type FilmmakerKey } from './festival-side-films.ts';
import { PLANNED_ENTRIES } from './festival-side-plan.ts';
import {
  countryId,
  type FestivalSideContext,
  type FilmRef,
  MINUTE,
  type Owner,
  type Step,
} from './festival-side-types.ts';

/** The demo's videos are never deleted by the expiry job (a shared file serves every demo film). */
const VIDEO_KEPT_YEARS = 10;

function perLanguage(value: Translated): { IdLangue: number; text: string }[] {
  return Object.entries(value).map(([lang, text]) => ({
    IdLangue: LANGUAGES[lang as keyof typeof LANGUAGES].id,
    text: text as string,
  }));
}

/** The invented films, each with a principal still drawn on demand like the demo films' photos. */
export function addFilms(
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

/**
 * The entered film's video: the demo screener, checked (its facts, and the warnings a check
 * gives against the film's declared duration), with English and French subtitles, kept for years.
 */
export function addVideo(ctx: FestivalSideContext, options: Step & { film: FilmRef; uploaded: Date }): void {
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
