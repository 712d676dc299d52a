import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { festivalKeys } from './query-keys.ts';

export type HomeList = 'last-date' | 'new-call';

/** `GET public/festivals/last-date` (calls in their last days) or `public/festivals/new-call`. */
export async function getHomeList(list: HomeList, language: Language): Promise<FestivalCard[]> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZFestivalCardList }] = await Promise.all([
    apiRequest<unknown>(`/api/public/festivals/${list}`, { language }),
    import('@shortlist/domain/festivals/api-contracts'),
  ]);
  return ZFestivalCardList.parse(answer);
}

export function useHomeList(list: HomeList) {
  const language = useLanguage();
  return useQuery({
    queryKey: festivalKeys.homeList(list, language),
    queryFn: () => getHomeList(list, language),
    staleTime: 60_000,
  });
}
