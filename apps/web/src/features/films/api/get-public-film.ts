import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { PublicFilmAnswer } from '@shortlist/domain/server-rendering';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { filmKeys } from './query-keys.ts';

/**
 * `GET public/films/{id or shortname}`: what the public page shows. 404 for a private or unknown
 * film, 403 FILM_PASSWORD_REQUIRED for a protected one this visitor has not unlocked.
 */
export async function getPublicFilm(key: string, language: Language): Promise<PublicFilm> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZPublicFilm }] = await Promise.all([
    apiRequest<unknown>(`/api/public/films/${encodeURIComponent(key)}`, { language }),
    import('@shortlist/domain/films/api-contracts'),
  ]);
  return ZPublicFilm.parse(answer);
}

export function needsPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'FILM_PASSWORD_REQUIRED';
}

export function isPublicFilmMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * The page's answer with the password form and not-found as outcomes rather than errors, as the
 * server renders them (server-routes.ts): an error would not be handed over to the browser.
 */
export async function getPublicFilmAnswer(key: string, language: Language): Promise<PublicFilmAnswer> {
  try {
    return { kind: 'film', film: await getPublicFilm(key, language) };
  } catch (error) {
    if (needsPassword(error)) return { kind: 'password' };
    if (isPublicFilmMissing(error)) return { kind: 'missing' };
    throw error;
  }
}

export function usePublicFilm(key: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: filmKeys.publicFilm(language, key),
    queryFn: () => getPublicFilmAnswer(key, language),
    staleTime: 60_000,
    retry: (count) => count < 2,
  });
}
