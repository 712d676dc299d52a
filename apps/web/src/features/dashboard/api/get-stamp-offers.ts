import { type StampOffers, ZStampOffers } from '@shortlist/domain/orders/offers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { DASHBOARD_QUERY, dashboardKeys } from './query-keys.ts';

/** `GET compte/offres-timbre`: the stamp balance and the free stamps granted to the account. */
export async function getStampOffers(): Promise<StampOffers> {
  return ZStampOffers.parse(await apiRequest<unknown>('/api/compte/offres-timbre'));
}

export function useStampOffers() {
  return useQuery({ queryKey: dashboardKeys.stampOffers, queryFn: getStampOffers, ...DASHBOARD_QUERY });
}
