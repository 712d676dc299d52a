import type { WebBlock } from '@shortlist/domain/content/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { apiRequest } from '../../../shared/api/client.ts';

/** `GET wpage/{idPage}/wbloc`: a content page's blocks, in their order. */
export async function listContentBlocks(pageId: number, language: Language): Promise<WebBlock[]> {
  const [answer, { ZWebBlocks }] = await Promise.all([
    apiRequest<unknown>(`/api/wpage/${pageId}/wbloc`, { language }),
    import('@shortlist/domain/content/api-contracts'),
  ]);
  return ZWebBlocks.parse(answer);
}
