import type { FirstConnectionRequest } from '@shortlist/domain/accounts/account-requests';
import { type AccountSession, ZAccountSession } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/update-cgvu-compte`: email, new password and terms; answers the updated account. */
export async function completeFirstConnection(input: FirstConnectionRequest): Promise<AccountSession> {
  return ZAccountSession.parse(
    await apiRequest<unknown>('/api/compte/update-cgvu-compte', { method: 'PUT', body: input }),
  );
}
