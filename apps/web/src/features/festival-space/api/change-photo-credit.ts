import { type FestivalPhotoRequest, ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/photos/{IdPhoto}`: a photo's credit changed. */
export async function changePhotoCredit(IdFestival: number, IdPhoto: number, body: FestivalPhotoRequest) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/photos/${IdPhoto}`,
    {
      method: 'PUT',
      body,
    },
  );
  return ZFestivalImages.parse(answer);
}

export function useChangePhotoCredit(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { IdPhoto: number; Credit: string }) =>
      changePhotoCredit(IdFestival, input.IdPhoto, { Credit: input.Credit }),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
