import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { festivalKeys } from './query-keys.ts';

/** `GET public/festivals/{id}`: everything the festival page shows, in one answer. */
export async function getFestival(id: number, language: Language): Promise<FestivalPage> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZFestivalPage }] = await Promise.all([
    apiRequest<unknown>(`/api/public/festivals/${id}`, { language }),
    import('@shortlist/domain/festivals/api-contracts'),
  ]);
  return ZFestivalPage.parse(answer);
}

export function isFestivalNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function useFestival(id: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: festivalKeys.festival(language, id),
    queryFn: () => getFestival(id as number, language),
    enabled: id !== undefined,
    staleTime: 60_000,
    // A missing festival will not appear on a retry.
    retry: (count, error) => !isFestivalNotFound(error) && count < 2,
  });
}
