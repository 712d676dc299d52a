import { type CheckEmailAnswer, ZCheckEmailAnswer } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST /api/compte/check-email {Login}`: whether an address may become the login (unchanged = yes). */
export async function checkEmail(login: string): Promise<CheckEmailAnswer> {
  return ZCheckEmailAnswer.parse(
    await apiRequest<unknown>('/api/compte/check-email', { method: 'POST', body: { Login: login } }),
  );
}
