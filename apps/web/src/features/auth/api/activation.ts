import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/auth/check-token-activate {Data}`: activates the account of the emailed link. */
export function checkTokenActivate(token: string): Promise<unknown> {
  return apiRequest('/api/auth/check-token-activate', { method: 'POST', body: { Data: token } });
}

/** `POST /api/auth/send-activate {Data: email}`: a new activation link; the same answer for any address. */
export function sendActivate(email: string): Promise<unknown> {
  return apiRequest('/api/auth/send-activate', { method: 'POST', body: { Data: email } });
}
