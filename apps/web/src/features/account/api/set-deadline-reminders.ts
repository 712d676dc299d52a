import { type DeadlineCalendar, ZDeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { MutationCallbacks } from '../../../shared/api/mutation-callbacks.ts';
import { accountKeys } from './query-keys.ts';

/** `PUT compte/rappels-favoris {IsRappelEcheance}`: deadline reminder emails on or off. */
export async function setDeadlineReminders(on: boolean): Promise<DeadlineCalendar> {
  return ZDeadlineCalendar.parse(
    await apiRequest<unknown>('/api/compte/rappels-favoris', {
      method: 'PUT',
      body: { IsRappelEcheance: on },
    }),
  );
}

export function useSetDeadlineReminders(callbacks: MutationCallbacks<DeadlineCalendar, boolean> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeadlineReminders,
    onSuccess: (next, variables) => {
      queryClient.setQueryData(accountKeys.deadlineCalendar, next);
      callbacks.onSuccess?.(next, variables);
    },
    onError: callbacks.onError,
  });
}
