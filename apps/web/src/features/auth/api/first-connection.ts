import type { AccountSession, FirstConnectionRequest } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `PUT /api/compte/update-cgvu-compte`: email, new password and terms; answers the updated account. */
export function completeFirstConnection(input: FirstConnectionRequest): Promise<AccountSession> {
  return apiRequest('/api/compte/update-cgvu-compte', { method: 'PUT', body: input });
}
