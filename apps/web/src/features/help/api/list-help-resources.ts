import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * `GET help/categorie/{id}/ressources` (signed in): a category's questions and video tutorials
 * (404 HELP_CATEGORY_NOT_FOUND).
 */
export async function listHelpResources(id: number, language: Language): Promise<HelpResource[]> {
  const [answer, { ZHelpResourceList }] = await Promise.all([
    apiRequest<unknown>(`/api/help/categorie/${id}/ressources`, { language }),
    import('@shortlist/domain/help/api-contracts'),
  ]);
  return ZHelpResourceList.parse(answer);
}
