import type {
  ChangeLoginRequest,
  ChangePasswordRequest,
  CheckEmailAnswer,
} from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/compte/check-email {Login}`: whether an address may become the login (unchanged = yes). */
export function checkEmail(login: string): Promise<CheckEmailAnswer> {
  return apiRequest('/api/compte/check-email', { method: 'POST', body: { Login: login } });
}

/** `PUT /api/compte/login {Login, Password}`: sends a confirmation link to the new address (spec §4). */
export function requestLoginChange(input: ChangeLoginRequest): Promise<unknown> {
  return apiRequest('/api/compte/login', { method: 'PUT', body: input });
}

/** `PUT /api/compte/password {CurrentPassword, NewPassword}`: every session ends, sign in again. */
export function changePassword(input: ChangePasswordRequest): Promise<unknown> {
  return apiRequest('/api/compte/password', { method: 'PUT', body: input });
}

/** `PUT /api/compte/mailing {IsAccepteMail}`: the news-email consent. */
export function updateMailingConsent(accept: boolean): Promise<unknown> {
  return apiRequest('/api/compte/mailing', { method: 'PUT', body: { IsAccepteMail: accept } });
}

/** `DELETE /api/compte {Password}`: irreversible. */
export function deleteAccount(password: string): Promise<unknown> {
  return apiRequest('/api/compte', { method: 'DELETE', body: { Password: password } });
}
