import { FILM_TABS, type FilmTab } from '@shortlist/domain/films/film-status';
import type { Language } from '@shortlist/domain/languages';

/**
 * The tabs of the film screens (spec §2) and their word in each language's URL: `/en/films/12/data`,
 * `/fr/films/12/donnees`. Route parameters carry the key (`data`) whatever the language, so the
 * language switcher and the hreflang links translate the word like the rest of the path.
 */
type Words<Key extends string> = Record<Key, Record<Language, string>>;

/** `films/{id}/{tab?}`: the film record's tabs (the domain's list, in the order the record shows them). */
export const FILM_RECORD_TABS = FILM_TABS;
export type FilmRecordTab = FilmTab;

export const FILM_RECORD_TAB_WORDS: Words<FilmRecordTab> = {
  creation: { en: 'creation', fr: 'creation', es: 'creacion', it: 'creazione', pt: 'criacao' },
  preview: { en: 'preview', fr: 'apercu', es: 'vista-previa', it: 'anteprima', pt: 'pre-visualizacao' },
  data: { en: 'data', fr: 'donnees', es: 'datos', it: 'dati', pt: 'dados' },
  technical: {
    en: 'technical',
    fr: 'technique',
    es: 'ficha-tecnica',
    it: 'scheda-tecnica',
    pt: 'ficha-tecnica',
  },
  credits: { en: 'credits', fr: 'generique', es: 'creditos', it: 'crediti', pt: 'creditos' },
  career: { en: 'career', fr: 'parcours', es: 'trayectoria', it: 'percorso', pt: 'percurso' },
  media: { en: 'media', fr: 'medias', es: 'medios', it: 'media', pt: 'media' },
  publication: {
    en: 'publication',
    fr: 'publication',
    es: 'publicacion',
    it: 'pubblicazione',
    pt: 'publicacao',
  },
  management: { en: 'management', fr: 'gestion', es: 'gestion', it: 'gestione', pt: 'gestao' },
};

/** `film/{id or shortname}/{tab?}`: the public film page's tabs (the first one has no word in the URL). */
export const PUBLIC_FILM_TABS = ['film', 'photos', 'credits', 'contacts'] as const;
export type PublicFilmTab = (typeof PUBLIC_FILM_TABS)[number];

export const PUBLIC_FILM_TAB_WORDS: Words<PublicFilmTab> = {
  film: { en: 'film', fr: 'film', es: 'pelicula', it: 'film', pt: 'filme' },
  photos: { en: 'photos', fr: 'photos', es: 'fotos', it: 'foto', pt: 'fotos' },
  credits: { en: 'credits', fr: 'generique', es: 'creditos', it: 'crediti', pt: 'creditos' },
  contacts: { en: 'contacts', fr: 'contacts', es: 'contactos', it: 'contatti', pt: 'contactos' },
};

export function isFilmRecordTab(value: string | undefined): value is FilmRecordTab {
  return (FILM_RECORD_TABS as readonly string[]).includes(value ?? '');
}

export function isPublicFilmTab(value: string | undefined): value is PublicFilmTab {
  return (PUBLIC_FILM_TABS as readonly string[]).includes(value ?? '');
}
