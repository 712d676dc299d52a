import { type SectionRequest, ZSectionDetail } from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `PUT .../calls/{IdCampagne}/sections/{IdCampagneSection}` (managers): label, text, price, access, open or closed. */
export async function saveSection(
  IdFestival: number,
  IdCampagne: number,
  IdCampagneSection: number,
  body: SectionRequest,
) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections/${IdCampagneSection}`,
    { method: 'PUT', body },
  );
  return ZSectionDetail.parse(answer);
}

export function useSaveSection(IdFestival: number, IdCampagne: number, IdCampagneSection: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionRequest) => saveSection(IdFestival, IdCampagne, IdCampagneSection, body),
    onSuccess: (section) =>
      queryClient.setQueryData(festivalSpaceKeys.section(IdFestival, IdCampagne, IdCampagneSection), section),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.call(IdFestival, IdCampagne) }),
  });
}
