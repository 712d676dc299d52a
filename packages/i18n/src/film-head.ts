import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { PublicFilmTab } from './film-tab-words.ts';
import { ownPageImage } from './page-image.ts';
import { type PageHead, pageHead } from './seo.ts';
import { movieStructuredData } from './structured-data.ts';
import { translate } from './translate.ts';

export { isoDuration } from './structured-data.ts';

/** Longest description kept in the head (search results show about this much). */
const DESCRIPTION_MAX = 160;

/** A text cut at a word before `max` characters, with an ellipsis when cut; line breaks become spaces. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * The film's name for the reader: the title in their language when given, else the international
 * title, else the original one; never another language's (issue 32).
 */
export function filmDisplayTitle(
  film: Pick<PublicFilm, 'titre' | 'TitreInternationnal' | 'TitreOriginal'>,
): string {
  return film.titre?.trim() || film.TitreInternationnal?.trim() || film.TitreOriginal;
}

/** The key of the film's public URL: its custom name when it has one, else its id. */
export function publicFilmKey(film: Pick<PublicFilm, 'Id' | 'Shortname'>): string {
  return film.Shortname ?? String(film.Id);
}

/**
 * The head of a public film page (issue 12): its title, description, canonical and hreflang
 * links at the film's custom URL when it has one, its principal photo for social cards, and
 * schema.org `Movie` data. Pure, so the server renders the same head in the first HTML.
 */
export function publicFilmHead(options: {
  film: PublicFilm;
  language: Language;
  tab?: PublicFilmTab;
  routedLanguages?: readonly Language[];
  origin: string;
}): PageHead {
  const { film, language, origin } = options;
  const params: Record<string, string> = { id: publicFilmKey(film) };
  if (options.tab && options.tab !== 'film') params.tab = options.tab;
  const head = pageHead({ key: 'film', language, params, routedLanguages: options.routedLanguages, origin });
  const name = filmDisplayTitle(film);
  const title = film.AnneeProd ? `${name} (${film.AnneeProd})` : name;
  head.heading = name;
  head.title = translate({ language, namespace: 'seo', key: 'titleTemplate', values: { title } });
  const directors = film.directors.join(', ');
  head.description = film.resume
    ? shorten(film.resume)
    : translate({
        language,
        namespace: 'films',
        key: directors ? 'public.seoDescriptionBy' : 'public.seoDescription',
        values: { title: name, directors },
      });
  const principal = film.photos.find((photo) => photo.IsPrincipal) ?? film.photos[0];
  const image = principal?.urls.fullhd ? absolute(origin, principal.urls.fullhd) : null;
  return {
    ...head,
    ogType: 'video.movie',
    ...(image ? ownPageImage({ language, image, title: name }) : {}),
    jsonLd: [movieStructuredData({ film, name, url: head.canonical, image, description: head.description })],
  };
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
