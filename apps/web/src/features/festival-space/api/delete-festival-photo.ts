import { ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `DELETE festivals/{IdFestival}/photos/{IdPhoto}`: the photo removed. */
export async function deleteFestivalPhoto(IdFestival: number, IdPhoto: number) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/photos/${IdPhoto}`,
    {
      method: 'DELETE',
    },
  );
  return ZFestivalImages.parse(answer);
}

export function useDeleteFestivalPhoto(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdPhoto: number) => deleteFestivalPhoto(IdFestival, IdPhoto),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
