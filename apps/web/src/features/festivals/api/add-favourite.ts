import { type Done, ZDone } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST compte/add-favoris {IdFestival}`. */
export async function addFavourite(festivalId: number): Promise<Done> {
  return ZDone.parse(
    await apiRequest<unknown>('/api/compte/add-favoris', {
      method: 'POST',
      body: { IdFestival: festivalId },
    }),
  );
}
