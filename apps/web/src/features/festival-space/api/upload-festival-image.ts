import { type FestivalImageKind, ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { imagesSaved } from './images-cache.ts';
import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/images/{kind}`, the file's bytes as the body: the logo, cover or banner replaced. */
export async function uploadFestivalImage(IdFestival: number, kind: FestivalImageKind, file: File) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/images/${kind}`, {
    method: 'PUT',
    body: file,
  });
  return ZFestivalImages.parse(answer);
}

export function useUploadFestivalImage(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: FestivalImageKind; file: File }) =>
      uploadFestivalImage(IdFestival, input.kind, input.file),
    onSuccess: (images) => imagesSaved(queryClient, IdFestival, images),
  });
}
