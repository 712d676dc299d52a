import { apiRequest } from '../../api/client.ts';

/** `POST /api/logout`: ends the session on the server. Signing out locally never waits on it failing. */
export async function logout(): Promise<void> {
  await Promise.all([
    apiRequest<unknown>('/api/logout', { method: 'POST' }),
    // The schema, and zod with it, loads with the call rather than with every page (bench/log/2026-11-to-12.md).
    import('@shortlist/domain/accounts/api-contracts'),
  ])
    .then(([answer, { ZDone }]) => ZDone.parse(answer))
    .catch(() => undefined);
}
