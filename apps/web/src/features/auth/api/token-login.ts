import type { LoginByTokenAnswer } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/check-token-login {Token}`: confirms a new login email (update-login link). */
export function checkTokenLogin(token: string): Promise<unknown> {
  return apiRequest('/api/auth/check-token-login', { method: 'POST', body: { Token: token } });
}

/** `POST /api/auth/login-by-token/:token`: opens a session from an emailed link; answers `IdLangue`. */
export function loginByToken(token: string): Promise<LoginByTokenAnswer> {
  return apiRequest(`/api/auth/login-by-token/${encodeURIComponent(token)}`, { method: 'POST' });
}

/** `POST /api/auth/unsubscribe/:token`: turns the mailing consent off. */
export function unsubscribe(token: string): Promise<unknown> {
  return apiRequest(`/api/auth/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
}
