import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../api/client.ts';

/** `POST /api/logout`: ends the session on the server. Signing out locally never waits on it failing. */
export async function logout(): Promise<void> {
  await apiRequest<unknown>('/api/logout', { method: 'POST' })
    .then((answer) => ZDone.parse(answer))
    .catch(() => undefined);
}
