import { type DeadlineCalendar, ZDeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';
import { accountKeys } from './query-keys.ts';

/** `POST compte/calendrier-favoris/lien`: a new private address; the previous one stops working. */
export async function renewCalendarAddress(): Promise<DeadlineCalendar> {
  return ZDeadlineCalendar.parse(
    await apiRequest<unknown>('/api/compte/calendrier-favoris/lien', { method: 'POST' }),
  );
}

export function useRenewCalendarAddress(callbacks: MutationCallbacks<DeadlineCalendar, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarAddress,
    onSuccess: (next, variables) => {
      queryClient.setQueryData(accountKeys.deadlineCalendar, next);
      callbacks.onSuccess?.(next, variables);
    },
    onError: callbacks.onError,
  });
}
