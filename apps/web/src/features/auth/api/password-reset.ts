import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/password-request {Login}`: same answer whether or not the account exists. */
export function requestPasswordReset(login: string): Promise<unknown> {
  return apiRequest('/api/auth/password-request', { method: 'POST', body: { Login: login } });
}

/** `POST /api/auth/check-token-password {Token}`: rejects an invalid or expired link. */
export function checkTokenPassword(token: string): Promise<unknown> {
  return apiRequest('/api/auth/check-token-password', { method: 'POST', body: { Token: token } });
}

/** `POST /api/auth/password-change {Token, Password}`. */
export function changePasswordWithToken(input: { Token: string; Password: string }): Promise<unknown> {
  return apiRequest('/api/auth/password-change', { method: 'POST', body: input });
}
