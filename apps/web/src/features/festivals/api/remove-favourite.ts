import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `DELETE compte/delete-favoris {IdFestival}`. */
export async function removeFavourite(festivalId: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/compte/delete-favoris', {
      method: 'DELETE',
      body: { IdFestival: festivalId },
    }),
  );
}
