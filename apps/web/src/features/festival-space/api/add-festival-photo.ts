import { ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `POST festivals/{IdFestival}/photos?Credit=`, the file's bytes as the body: a photo with its credit. */
export async function addFestivalPhoto(IdFestival: number, file: File, Credit: string) {
  const query = new URLSearchParams({ Credit });
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/photos?${query}`, {
    method: 'POST',
    body: file,
  });
  return ZFestivalImages.parse(answer);
}

export function useAddFestivalPhoto(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; Credit: string }) =>
      addFestivalPhoto(IdFestival, input.file, input.Credit),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
