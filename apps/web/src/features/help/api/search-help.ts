import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { helpKeys } from './query-keys.ts';

/** `GET help/recherche` (signed in): one audience's articles and tutorials holding every word, accents ignored. */
export async function searchHelp(options: {
  query: string;
  type: HelpCategoryType;
  language: Language;
}): Promise<HelpResource[]> {
  const params = new URLSearchParams({ q: options.query, type: options.type });
  const [answer, { ZHelpResourceList }] = await Promise.all([
    apiRequest<unknown>(`/api/help/recherche?${params}`, { language: options.language }),
    import('@shortlist/domain/help/api-contracts'),
  ]);
  return ZHelpResourceList.parse(answer);
}

/** The search's answer; off while `query` is empty (too short to send). */
export function useHelpSearch(options: { query: string; type: HelpCategoryType; language: Language }) {
  return useQuery({
    queryKey: helpKeys.search(options.language, options.type, options.query),
    queryFn: () => searchHelp(options),
    enabled: options.query !== '',
    staleTime: 60_000,
  });
}
