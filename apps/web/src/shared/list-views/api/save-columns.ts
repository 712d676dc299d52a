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
  const mutationKey = ['list-views', 'save-columns', entity];
  return useMutation({
    mutationKey,
    // Saves of one list run one after the other, the last one's answer shown.
    scope: { id: mutationKey.join(':') },
    mutationFn: (Colonnes: ColumnSetting[]) => saveColumns(entity, Colonnes),
    onSuccess: (columns) => {
      // A later change already shown must not be undone by this earlier answer.
      if (queryClient.isMutating({ mutationKey }) <= 1)
        queryClient.setQueryData(listViewKeys.columns(entity), columns);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listViewKeys.columns(entity) }),
  });
}
