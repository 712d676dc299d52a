import { type FestivalFilterPage, ZFestivalFilterPage } from '@shortlist/domain/festivals/api-contracts';
import { FESTIVAL_PAGE_SIZE, type FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
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
  const body = await apiRequest<unknown>(`/api/public/festivals/filter/${skip}/${FESTIVAL_PAGE_SIZE}`, {
    method: 'POST',
    body: options.filter,
    language: options.language,
    signal: options.signal,
  });
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
