import { type DeadlineCalendar, ZDeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';
import { accountKeys } from './query-keys.ts';

/** `DELETE compte/calendrier-favoris/lien`: no address any more. */
export async function revokeCalendarAddress(): Promise<DeadlineCalendar> {
  return ZDeadlineCalendar.parse(
    await apiRequest<unknown>('/api/compte/calendrier-favoris/lien', { method: 'DELETE' }),
  );
}

export function useRevokeCalendarAddress(callbacks: MutationCallbacks<DeadlineCalendar, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarAddress,
    onSuccess: (next, variables) => {
      queryClient.setQueryData(accountKeys.deadlineCalendar, next);
      callbacks.onSuccess?.(next, variables);
    },
    onError: callbacks.onError,
  });
}
