import type { FestivalFilterPage } from '@shortlist/domain/festivals/api-contracts';
import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import { FESTIVAL_PAGE_SIZE } from '@shortlist/domain/festivals/festival-filter-rules';
import type { Language } from '@shortlist/domain/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { festivalKeys } from './query-keys.ts';

/** `POST public/festivals/filter/{skip}/{take}`: one page of cards and the total for the filter. */
export async function filterFestivals(options: {
  filter: FestivalFilter;
  page: number;
  language: Language;
  signal?: AbortSignal;
}): Promise<FestivalFilterPage> {
  const skip = (options.page - 1) * FESTIVAL_PAGE_SIZE;
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [body, { ZFestivalFilterPage }] = await Promise.all([
    apiRequest<unknown>(`/api/public/festivals/filter/${skip}/${FESTIVAL_PAGE_SIZE}`, {
      method: 'POST',
      body: options.filter,
      language: options.language,
      signal: options.signal,
    }),
    import('@shortlist/domain/festivals/api-contracts'),
  ]);
  return ZFestivalFilterPage.parse(body);
}

/** The page of the directory; the previous page stays on screen while the next one loads. */
export function useFestivalPage(filter: FestivalFilter, page: number, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: festivalKeys.page(language, filter, page),
    queryFn: ({ signal }) => filterFestivals({ filter, page, language, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
