import { ZColumnDefinitions } from '@shortlist/domain/list-views/list-view-contracts';
import type { ListViewEntity } from '@shortlist/domain/list-views/list-view-entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { listViewKeys } from './query-keys.ts';

/** `DELETE booback-colonne/{entity}`: the list's default columns again. */
export async function resetColumns(entity: ListViewEntity) {
  return ZColumnDefinitions.parse(
    await apiRequest<unknown>(`/api/booback-colonne/${entity}`, { method: 'DELETE' }),
  );
}

export function useResetColumns(entity: ListViewEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetColumns(entity),
    onSuccess: (columns) => queryClient.setQueryData(listViewKeys.columns(entity), columns),
  });
}
