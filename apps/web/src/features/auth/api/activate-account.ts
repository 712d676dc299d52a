import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/check-token-activate {Data}`: activates the account of the emailed link. */
export async function activateAccount(token: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/auth/check-token-activate', { method: 'POST', body: { Data: token } }),
  );
}
