import { ZColumnDefinitions } from '@shortlist/domain/list-views/list-view-contracts';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import type { ColumnSetting } from '@shortlist/domain/list-views/list-view-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { listViewKeys } from './query-keys.ts';

/** `POST booback-colonne/{entity}`: saves the account's column choices. */
export async function saveColumns(entity: ListViewEntity, Colonnes: ColumnSetting[]) {
  const answer = await apiRequest<unknown>(`/api/booback-colonne/${entity}`, {
    method: 'POST',
    body: { Colonnes },
  });
  return ZColumnDefinitions.parse(answer);
}

export function useSaveColumns(entity: ListViewEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Colonnes: ColumnSetting[]) => saveColumns(entity, Colonnes),
    onSuccess: (columns) => queryClient.setQueryData(listViewKeys.columns(entity), columns),
  });
}
