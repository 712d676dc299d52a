import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/update-local`: the signed-in user's language follows the URL (spec §2). */
export async function updateLocal(idLangue: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/compte/update-local', { method: 'PUT', body: { IdLangue: idLangue } }),
  );
}
