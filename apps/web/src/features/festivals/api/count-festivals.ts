import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { festivalKeys } from './query-keys.ts';

/** `POST public/festivals/filter`: how many festivals match, without the cards. */
export async function countFestivals(options: {
  filter: FestivalFilter;
  language: Language;
  signal?: AbortSignal;
}): Promise<number> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [body, { ZFestivalFilterCount }] = await Promise.all([
    apiRequest<unknown>('/api/public/festivals/filter', {
      method: 'POST',
      body: options.filter,
      language: options.language,
      signal: options.signal,
    }),
    import('@shortlist/domain/festivals/api-contracts'),
  ]);
  return ZFestivalFilterCount.parse(body).total;
}

export function useFestivalCount(filter: FestivalFilter, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: festivalKeys.count(language, filter),
    queryFn: ({ signal }) => countFestivals({ filter, language, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
