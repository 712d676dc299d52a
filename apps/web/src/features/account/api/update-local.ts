import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/update-local`: the signed-in user's language follows the URL (spec §2). */
export function updateLocal(idLangue: number): Promise<unknown> {
  return apiRequest('/api/compte/update-local', { method: 'PUT', body: { IdLangue: idLangue } });
}
