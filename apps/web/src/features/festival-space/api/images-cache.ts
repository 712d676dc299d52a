import type { FestivalImages } from '@shortlist/domain/festival-space/image-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { festivalSpaceKeys } from './query-keys.ts';

/** Every image call answers the festival's images as they are now: the list takes the answer. */
export function imagesSaved(queryClient: QueryClient, IdFestival: number, images: FestivalImages) {
  queryClient.setQueryData(festivalSpaceKeys.images(IdFestival), images);
}
