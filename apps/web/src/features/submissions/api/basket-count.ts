import { ZBasketCount } from '@shortlist/domain/submissions/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** `GET inscriptions/panier`: entries waiting in the basket, for the header badge. */
export async function basketCount(): Promise<number> {
  return ZBasketCount.parse(await apiRequest<unknown>('/api/inscriptions/panier')).count;
}

export function useBasketCount(accountId: number | undefined) {
  return useQuery({
    queryKey: submissionKeys.basketCount(accountId),
    queryFn: basketCount,
    enabled: accountId !== undefined,
  });
}
