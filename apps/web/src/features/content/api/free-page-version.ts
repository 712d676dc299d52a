import type { ContentPage } from '@shortlist/domain/content/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from './query-keys.ts';

/** The path of a free page's version in a language, from the page shown (its cached answer), if it has one. */
export function freePageVersion(
  queryClient: QueryClient,
  path: string,
  language: Language,
): string | undefined {
  const content = queryClient.getQueryData<ContentPage | null>(contentKeys.page(path));
  return content?.page.Alternates.find((version) => version.Langue === language)?.Route;
}
