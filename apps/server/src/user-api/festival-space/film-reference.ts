import { parseFilmKey } from '@shortlist/domain/films/publication-rules';
import { ALL_LANGUAGES } from '@shortlist/domain/languages';
import { matchLocalizedPath } from '@shortlist/i18n/routes';

/**
 * How a manager names a film to invite (`ZFestivalInvitationRequest.film`): its public page's
 * address (`https://…/fr/film/ma-bobine/credits`, any language and tab, any host: a link copied
 * from a staging site names the same film), the page's path alone, its shortname, or its id.
 * Answers the film's key as `film/{key}` reads it, or null when the text names no film page.
 */
export function parseFilmReference(text: string): { Id: number } | { Shortname: string } | null {
  const value = text.trim();
  let path: string | null = null;
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname;
    } catch {
      return null;
    }
  } else if (value.startsWith('/')) {
    path = value.split(/[?#]/)[0] ?? '';
  }
  if (path === null) return parseFilmKey(value);
  const match = matchLocalizedPath(path, ALL_LANGUAGES);
  if (match.kind !== 'route' || match.key !== 'film' || !match.params.id) return null;
  return parseFilmKey(match.params.id);
}
