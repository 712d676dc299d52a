import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `DELETE .../calls/{IdCampagne}/sections/{IdCampagneSection}` (managers): a section without entries. */
export async function deleteSection(IdFestival: number, IdCampagne: number, IdCampagneSection: number) {
  await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections/${IdCampagneSection}`,
    { method: 'DELETE' },
  );
}

export function useDeleteSection(IdFestival: number, IdCampagne: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (IdCampagneSection: number) => deleteSection(IdFestival, IdCampagne, IdCampagneSection),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.call(IdFestival, IdCampagne) }),
  });
}
