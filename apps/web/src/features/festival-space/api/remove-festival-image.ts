import { type FestivalImageKind, ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `DELETE festivals/{IdFestival}/images/{kind}`: the logo, cover or banner removed. */
export async function removeFestivalImage(IdFestival: number, kind: FestivalImageKind) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/images/${kind}`, {
    method: 'DELETE',
  });
  return ZFestivalImages.parse(answer);
}

export function useRemoveFestivalImage(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: FestivalImageKind) => removeFestivalImage(IdFestival, kind),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
