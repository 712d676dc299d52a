import { ZColumnDefinitions } from '@shortlist/domain/list-views/list-view-contracts';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { listViewKeys } from './query-keys.ts';

/** `GET booback-colonne/{entity}`: the account's columns of the list (the defaults until saved). */
export async function getColumns(entity: ListViewEntity) {
  return ZColumnDefinitions.parse(await apiRequest<unknown>(`/api/booback-colonne/${entity}`));
}

export function useListColumns(entity: ListViewEntity) {
  return useQuery({ queryKey: listViewKeys.columns(entity), queryFn: () => getColumns(entity) });
}
