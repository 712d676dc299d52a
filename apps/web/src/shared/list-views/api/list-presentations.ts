import { ZPresentation } from '@shortlist/domain/list-views/list-view-contracts';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/client.ts';
import { listViewKeys } from './query-keys.ts';

/** `GET booback-presentations?Entity=&IdFestival=`: own views, and the festival's public ones. */
export async function listPresentations(entity: ListViewEntity, IdFestival: number | null) {
  const query = new URLSearchParams({ Entity: entity });
  if (IdFestival !== null) query.set('IdFestival', String(IdFestival));
  return z.array(ZPresentation).parse(await apiRequest<unknown>(`/api/booback-presentations?${query}`));
}

export function usePresentations(entity: ListViewEntity, IdFestival: number | null) {
  return useQuery({
    queryKey: listViewKeys.presentations(entity, IdFestival),
    queryFn: () => listPresentations(entity, IdFestival),
  });
}
