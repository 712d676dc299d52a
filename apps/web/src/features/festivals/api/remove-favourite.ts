import type { Done } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `DELETE compte/delete-favoris {IdFestival}`. */
export async function removeFavourite(festivalId: number): Promise<Done> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZDone }] = await Promise.all([
    apiRequest<unknown>('/api/compte/delete-favoris', {
      method: 'DELETE',
      body: { IdFestival: festivalId },
    }),
    import('@shortlist/domain/accounts/api-contracts'),
  ]);
  return ZDone.parse(answer);
}
