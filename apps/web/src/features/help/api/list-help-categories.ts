import type { HelpCategory } from '@shortlist/domain/help/api-contracts';
import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import type { Language } from '@shortlist/domain/languages';
import { apiRequest } from '../../../shared/api/client.ts';

/** `GET help/categorie`: the help centre's categories for filmmakers, or for festivals, in their order. */
export async function listHelpCategories(
  language: Language,
  type?: HelpCategoryType,
): Promise<HelpCategory[]> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZHelpCategoryList }] = await Promise.all([
    apiRequest<unknown>(type ? `/api/help/categorie?type=${type}` : '/api/help/categorie', { language }),
    import('@shortlist/domain/help/api-contracts'),
  ]);
  return ZHelpCategoryList.parse(answer);
}
