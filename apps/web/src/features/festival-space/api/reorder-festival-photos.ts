import { ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/photos/order` (managers): every photo of the festival, in its new order. */
export async function reorderFestivalPhotos(IdFestival: number, order: number[]) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/photos/order`, {
    method: 'PUT',
    body: { order },
  });
  return ZFestivalImages.parse(answer);
}

export function useReorderFestivalPhotos(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: number[]) => reorderFestivalPhotos(IdFestival, order),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
