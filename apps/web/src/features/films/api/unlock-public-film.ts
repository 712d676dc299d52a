import type { PublicFilm } from '@shortlist/domain/films/api-contracts';
import type { FilmUnlockRequest } from '@shortlist/domain/films/publication-rules';
import type { Language } from '@shortlist/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { filmKeys } from './query-keys.ts';

/**
 * `POST public/films/{key}/unlock`: the password of a protected film. The answer is the page's
 * data (and the server remembers the unlock in a cookie); 401 FILM_PASSWORD_WRONG, 429 when too
 * many attempts failed.
 */
export async function unlockPublicFilm(options: {
  key: string;
  body: FilmUnlockRequest;
  language: Language;
}): Promise<PublicFilm> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZPublicFilm }] = await Promise.all([
    apiRequest<unknown>(`/api/public/films/${encodeURIComponent(options.key)}/unlock`, {
      method: 'POST',
      body: options.body,
      language: options.language,
    }),
    import('@shortlist/domain/films/api-contracts'),
  ]);
  return ZPublicFilm.parse(answer);
}

export function useUnlockPublicFilm(key: string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FilmUnlockRequest) => unlockPublicFilm({ key, body, language }),
    onSuccess: (film) => queryClient.setQueryData(filmKeys.publicFilm(language, key), { kind: 'film', film }),
  });
}
