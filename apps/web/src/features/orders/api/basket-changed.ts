import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './query-keys.ts';

/** After any change of the basket: its content, its summary and the header's badge are read again. */
export function useBasketChanged(accountId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.basket(accountId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.submissionsArea }),
    ]);
}
