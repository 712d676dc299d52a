import {
  type CriteriaRequest,
  ZCriteriaConflict,
  ZSectionDetail,
} from '@shortlist/domain/festival-space/call-editor-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `PUT .../sections/{IdCampagneSection}/criteria` (managers). A 409 CRITERIA_EXCLUDE_ENTRIES
 * answers `{ conflict }` with the paid entries the criteria would make ineligible (nothing saved);
 * sent again with `confirm`, they are saved.
 */
export async function saveSectionCriteria(
  IdFestival: number,
  IdCampagne: number,
  IdCampagneSection: number,
  body: CriteriaRequest,
) {
  try {
    const answer = await apiRequest<unknown>(
      `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/calls/${IdCampagne}/sections/${IdCampagneSection}/criteria`,
      { method: 'PUT', body },
    );
    return { section: ZSectionDetail.parse(answer), conflict: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'CRITERIA_EXCLUDE_ENTRIES') {
      return { section: null, conflict: ZCriteriaConflict.parse(error.body) };
    }
    throw error;
  }
}

export function useSaveSectionCriteria(IdFestival: number, IdCampagne: number, IdCampagneSection: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CriteriaRequest) =>
      saveSectionCriteria(IdFestival, IdCampagne, IdCampagneSection, body),
    onSuccess: ({ section }) => {
      if (section)
        queryClient.setQueryData(
          festivalSpaceKeys.section(IdFestival, IdCampagne, IdCampagneSection),
          section,
        );
    },
  });
}
