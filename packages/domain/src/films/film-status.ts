import { FUNCTION_CODE_DIRECTOR } from './credit-display.ts';
import { FILM_STATUT } from './film-value-lists.ts';

/**
 * Completeness of a film (spec §3 state flags, §2 "films to complete", issue 12): what each tab
 * still misses before the film can be submitted. One rule for the server (`Statut`, the list,
 * `films/{id}/completions`) and the web (the checklist, each item linking to its tab and field).
 */

/** The tabs of the film record (spec §2), in their order; the web gives each a localised path. */
export const FILM_TABS = [
  'creation',
  'preview',
  'data',
  'technical',
  'credits',
  'career',
  'media',
  'publication',
  'management',
] as const;
export type FilmTab = (typeof FILM_TABS)[number];

/** What completeness reads of a film: its fields and form keys, and counts of its credits and photos. */
export type CompletenessInput = {
  TitreOriginal: string | null;
  AnneeProd: number | null;
  MoisProd: number | null;
  Duree: number | null;
  IdProcede: number | null;
  IsFilmEcole: boolean;
  NomEcole: string | null;
  idPaysProdPrincipal: number | null;
  idsCategorie: readonly number[];
  TitreInternationnal: string | null;
  resumeEn: string | null;
  IdRatio: number | null;
  IdSon: number | null;
  IdFramerate: number | null;
  IdPriseVue: number | null;
  idsSupportCaptation: readonly number[];
  idsSupportProj: readonly number[];
  /** Function codes of the film's credits (director 1...). */
  fonctions: readonly number[];
  /** Number of photos, and whether one is the principal. */
  photos: number;
  hasPrincipalPhoto: boolean;
};

/** One missing item: the tab and the field (form key) the checklist links to. */
export type MissingItem = { tab: FilmTab; field: string };

const blank = (value: string | null) => value === null || value.trim() === '';

/**
 * Every missing item, in tab order. Required: the creation tab (spec §5 "Film creation"), the
 * data tab's international title and English summary, the technical tab's choices and supports,
 * a director among the credits, and a principal photo. The film video is not part of it: a
 * missing video is its own eligibility code (spec §8) and has its own issue.
 */
export function missingItems(film: CompletenessInput): MissingItem[] {
  const missing: MissingItem[] = [];
  const need = (tab: FilmTab, field: string, absent: boolean) => {
    if (absent) missing.push({ tab, field });
  };
  need('creation', 'TitreOriginal', blank(film.TitreOriginal));
  need('creation', 'AnneeProd', film.AnneeProd === null);
  need('creation', 'MoisProd', film.MoisProd === null);
  need('creation', 'dureeMinutes', !film.Duree);
  need('creation', 'IdProcede', film.IdProcede === null);
  need('creation', 'NomEcole', film.IsFilmEcole && blank(film.NomEcole));
  need('creation', 'idPaysProdPrincipal', film.idPaysProdPrincipal === null);
  need('creation', 'idsCategorie', film.idsCategorie.length === 0);
  need('data', 'TitreInternationnal', blank(film.TitreInternationnal));
  need('data', 'resumeEn', blank(film.resumeEn));
  need('technical', 'IdRatio', film.IdRatio === null);
  need('technical', 'IdSon', film.IdSon === null);
  need('technical', 'IdFramerate', film.IdFramerate === null);
  need('technical', 'IdPriseVue', film.IdPriseVue === null);
  need('technical', 'idsSupportCaptation', film.idsSupportCaptation.length === 0);
  need('technical', 'idsSupportProj', film.idsSupportProj.length === 0);
  need('credits', 'director', !film.fonctions.includes(FUNCTION_CODE_DIRECTOR));
  need('media', 'photoPrincipal', film.photos === 0 || !film.hasPrincipalPhoto);
  return missing;
}

/**
 * The film video as entering a festival needs it (issue 32): present when an upload finished or
 * a Vimeo reference is given (the eligibility engine's "missing video" reads the same), and the
 * languages it has subtitles in.
 */
export type ScreenerState = { present: boolean; subtitleLanguages: number[] };

/**
 * The subtitle languages of a film video, as the eligibility engine counts them: each subtitle
 * file's, the language it declares (`IdLangueSousTitre`), and English when `HadSubtitleEn`.
 */
export function subtitleLanguages(video: {
  files: readonly number[];
  IdLangueSousTitre: number | null;
  HadSubtitleEn: boolean;
  englishId: number;
}): number[] {
  const languages = new Set(video.files);
  if (video.IdLangueSousTitre !== null) languages.add(video.IdLangueSousTitre);
  if (video.HadSubtitleEn) languages.add(video.englishId);
  return [...languages].sort((a, b) => a - b);
}

/**
 * What keeps the film from entering any festival (issue 32): the record's missing items, then
 * the screener. "Complete" stays the record's state (spec §3 state flags): a missing screener is
 * its own eligibility code (spec §8), and a video expires and comes back without the record
 * changing. Subtitles are not in it: which language a section asks for is the section's, and the
 * submission panel lists those sections under "missing subtitles".
 */
export function missingToEnter(missing: readonly MissingItem[], screener: ScreenerState): MissingItem[] {
  return screener.present ? [...missing] : [...missing, { tab: 'media', field: 'screener' }];
}

/** The `Statut` a film should hold: complete 28 or incomplete 2, with archived 1 added. */
export function filmStatut(options: { complete: boolean; archived: boolean }): number {
  const base = options.complete ? FILM_STATUT.complete : FILM_STATUT.incomplete;
  return options.archived ? base | FILM_STATUT.archived : base;
}

export function isArchived(statut: number): boolean {
  return (statut & FILM_STATUT.archived) === FILM_STATUT.archived;
}

export function isComplete(statut: number): boolean {
  return (statut & FILM_STATUT.complete) === FILM_STATUT.complete;
}

/** The status names of the films list filter (spec §2 "status"). */
export const FILM_STATUS_FILTER = ['incomplete', 'complete', 'archived'] as const;
export type FilmStatusFilter = (typeof FILM_STATUS_FILTER)[number];

/** The status name of a `Statut` (archived wins). */
export function statusName(statut: number): FilmStatusFilter {
  if (isArchived(statut)) return 'archived';
  return isComplete(statut) ? 'complete' : 'incomplete';
}

/**
 * Spec §4 deleting: a film with basket entries or submissions is archived (festivals keep
 * seeing what they received); any other film is removed with its files.
 */
export function deletionOutcome(options: {
  basketEntries: number;
  submissions: number;
}): 'archive' | 'remove' {
  return options.basketEntries > 0 || options.submissions > 0 ? 'archive' : 'remove';
}
