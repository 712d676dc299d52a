import { ZCallDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT festivals/{IdFestival}/calls/{IdCampagne}/sections/order` (managers): every section, in its new order. */
export async function reorderSections(IdFestival: number, IdCampagne: number, order: number[]) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections/order`,
    { method: 'PUT', body: { order } },
  );
  return ZCallDetail.parse(answer);
}

export function useReorderSections(IdFestival: number, IdCampagne: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: number[]) => reorderSections(IdFestival, IdCampagne, order),
    onSuccess: (call) => queryClient.setQueryData(festivalSpaceKeys.call(IdFestival, IdCampagne), call),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.call(IdFestival, IdCampagne) }),
  });
}
