import { type LoginByTokenAnswer, ZLoginByTokenAnswer } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/login-by-token/:token`: opens a session from an emailed link; answers the account. */
export async function loginByToken(token: string): Promise<LoginByTokenAnswer> {
  return ZLoginByTokenAnswer.parse(
    await apiRequest<unknown>(`/api/auth/login-by-token/${encodeURIComponent(token)}`, { method: 'POST' }),
  );
}
