import type { WebPage } from '@shortlist/domain/content/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST wpage {Data: path}`: the content page a path leads to (404 CONTENT_PAGE_NOT_FOUND). */
export async function findContentPage(path: string, language: Language): Promise<WebPage> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZWebPage }] = await Promise.all([
    apiRequest<unknown>('/api/wpage', { method: 'POST', body: { Data: path }, language }),
    import('@shortlist/domain/content/api-contracts'),
  ]);
  return ZWebPage.parse(answer);
}
