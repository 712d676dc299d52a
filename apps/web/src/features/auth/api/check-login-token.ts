import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/check-token-login {Token}`: confirms a new login email (update-login link). */
export async function checkLoginToken(token: string): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/auth/check-token-login', { method: 'POST', body: { Token: token } }),
  );
}
