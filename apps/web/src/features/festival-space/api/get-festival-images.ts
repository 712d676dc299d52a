import { ZFestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `GET festivals/{IdFestival}/images` (managers): the logo, cover, banner and photos with credits. */
export async function getFestivalImages(IdFestival: number) {
  const answer = await apiRequest<unknown>(`${FESTIVAL_SPACE_API}/festivals/${IdFestival}/images`);
  return ZFestivalImages.parse(answer);
}

export function useFestivalImages(IdFestival: number) {
  return useQuery({
    queryKey: festivalSpaceKeys.images(IdFestival),
    queryFn: () => getFestivalImages(IdFestival),
  });
}
