import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { apiRequest } from '../../../shared/api/client.ts';

/** `GET help/categorie/{id}/articles`: a category's public questions and answers (404 HELP_CATEGORY_NOT_FOUND). */
export async function listHelpArticles(id: number, language: Language): Promise<HelpResource[]> {
  const [answer, { ZHelpResourceList }] = await Promise.all([
    apiRequest<unknown>(`/api/help/categorie/${id}/articles`, { language }),
    import('@shortlist/domain/help/api-contracts'),
  ]);
  return ZHelpResourceList.parse(answer);
}
