import {
  type PublishDecisionsRequest,
  ZPublishDecisionsResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { ZWatchGuaranteeUnmet } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/**
 * `POST festivals/{IdFestival}/decisions/publish {IdCampagneSection}` (managers): the filmmakers are
 * emailed. A 409 WATCH_GUARANTEE_UNMET (issue 34) answers `{ unmet }` with the entries watched to
 * the end by fewer members than the call promised: nothing was published.
 */
export async function publishDecisions(IdFestival: number, input: PublishDecisionsRequest) {
  try {
    const answer = await apiRequest<unknown>(
      `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/decisions/publish`,
      {
        method: 'POST',
        body: input,
      },
    );
    return { published: ZPublishDecisionsResponse.parse(answer).published, unmet: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'WATCH_GUARANTEE_UNMET') {
      return { published: null, unmet: ZWatchGuaranteeUnmet.parse(error.body) };
    }
    throw error;
  }
}

export function usePublishDecisions(IdFestival: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishDecisionsRequest) => publishDecisions(IdFestival, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: festivalSpaceKeys.inbox(IdFestival) }),
        // Every entry view shows whether its decision is published.
        queryClient.invalidateQueries({ queryKey: ['festival-space', 'entry'] }),
      ]),
  });
}
