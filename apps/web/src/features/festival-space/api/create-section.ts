import { type SectionRequest, ZSectionDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/calls/{IdCampagne}/sections` (managers): a new section, last in order. */
export async function createSection(IdFestival: number, IdCampagne: number, body: SectionRequest) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections`,
    { method: 'POST', body },
  );
  return ZSectionDetail.parse(answer);
}

export function useCreateSection(IdFestival: number, IdCampagne: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionRequest) => createSection(IdFestival, IdCampagne, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.call(IdFestival, IdCampagne) }),
  });
}
