import type { Language } from '@shortlist/domain/languages';
import { type VimeoAuthorize, ZVimeoAuthorize } from '@shortlist/domain/media/vimeo-connect';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * `GET films/{IdFilm}/video/vimeo/authorize`: Vimeo's authorisation page for this film, with a
 * state the server sealed for this user and film; `url` null when no Vimeo app is configured.
 */
export async function getVimeoAuthorize(filmId: number, language: Language): Promise<VimeoAuthorize> {
  return ZVimeoAuthorize.parse(
    await apiRequest<unknown>(`/api/films/${filmId}/video/vimeo/authorize?language=${language}`),
  );
}

/** Asked again after 20 minutes: the state inside lives 30 (the server refuses it after). */
export function useVimeoAuthorize(filmId: number, language: Language) {
  return useQuery({
    queryKey: ['film-video-vimeo-authorize', filmId, language] as const,
    queryFn: () => getVimeoAuthorize(filmId, language),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
}
