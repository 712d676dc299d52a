import { type SuperStampBalance, ZSuperStampBalance } from '@shortlist/domain/orders/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET compte/solde-super-timbre`: each of the account's films with a SuperStamp, and its end. */
export async function getSuperStampBalance(): Promise<SuperStampBalance> {
  return ZSuperStampBalance.parse(await apiRequest<unknown>('/api/compte/solde-super-timbre'));
}

export const superStampBalanceQuery = queryOptions({
  queryKey: dashboardKeys.superStamps,
  queryFn: getSuperStampBalance,
});

export function useSuperStampBalance() {
  return useQuery(superStampBalanceQuery);
}
