import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { submissionKeys } from './query-keys.ts';

/** `GET inscriptions/panier`: entries waiting in the basket, for the header badge. */
export async function basketCount(): Promise<number> {
  // The schema, and zod with it, loads with the first call rather than with every page (bench/log/2026-11-to-12.md).
  const [answer, { ZBasketCount }] = await Promise.all([
    apiRequest<unknown>('/api/inscriptions/panier'),
    import('@shortlist/domain/submissions/api-contracts'),
  ]);
  return ZBasketCount.parse(answer).count;
}

export function useBasketCount(accountId: number | undefined) {
  return useQuery({
    queryKey: submissionKeys.basketCount(accountId),
    queryFn: basketCount,
    enabled: accountId !== undefined,
  });
}
