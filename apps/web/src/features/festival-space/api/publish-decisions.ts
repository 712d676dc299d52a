import {
  type PublishDecisionsRequest,
  ZPublishDecisionsResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { FESTIVAL_SPACE_API, festivalSpaceKeys } from './query-keys.ts';

/** `POST festivals/{IdFestival}/decisions/publish {IdCampagneSection}` (managers): the filmmakers are emailed. */
export async function publishDecisions(IdFestival: number, input: PublishDecisionsRequest) {
  const answer = await apiRequest<unknown>(
    `${FESTIVAL_SPACE_API}/festivals/${IdFestival}/decisions/publish`,
    {
      method: 'POST',
      body: input,
    },
  );
  return ZPublishDecisionsResponse.parse(answer);
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
