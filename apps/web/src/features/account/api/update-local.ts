import type { Done } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/update-local`: the signed-in user's language follows the URL (spec §2). */
export async function updateLocal(idLangue: number): Promise<Done> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZDone }] = await Promise.all([
    apiRequest<unknown>('/api/compte/update-local', { method: 'PUT', body: { IdLangue: idLangue } }),
    import('@shortlist/domain/accounts/api-contracts'),
  ]);
  return ZDone.parse(answer);
}
