import type { ColumnDefinitionAnswer } from '@shortlist/domain/list-views/list-view-contracts';
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
    // The box ticks at once (keyboard users see their change); the answer, or a refetch on error, settles it.
    onMutate: async (Colonnes: ColumnSetting[]) => {
      // A read still in flight (the list's mount) would answer the state before this change.
      await queryClient.cancelQueries({ queryKey: listViewKeys.columns(entity) });
      queryClient.setQueryData(
        listViewKeys.columns(entity),
        (current: ColumnDefinitionAnswer[] | undefined) =>
          current
            ?.map((column) => ({
              ...column,
              ...Colonnes.find((setting) => setting.Property === column.Property),
            }))
            .sort((a, b) => a.Ordre - b.Ordre),
      );
    },
    onSuccess: (columns) => {
      // A later change already shown must not be undone by this earlier answer.
      if (queryClient.isMutating({ mutationKey }) <= 1)
        queryClient.setQueryData(listViewKeys.columns(entity), columns);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listViewKeys.columns(entity) }),
  });
}
