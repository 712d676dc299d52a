import { type StampOffers, ZStampOffers } from '@shortlist/domain/orders/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET compte/offres-timbre`: the stamp balance and the free stamps granted to the account. */
export async function getStampOffers(): Promise<StampOffers> {
  return ZStampOffers.parse(await apiRequest<unknown>('/api/compte/offres-timbre'));
}

export const stampOffersQuery = queryOptions({
  queryKey: dashboardKeys.stampOffers,
  queryFn: getStampOffers,
});

export function useStampOffers() {
  return useQuery(stampOffersQuery);
}
