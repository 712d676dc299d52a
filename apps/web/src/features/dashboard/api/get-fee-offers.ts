import { type FeeOffers, ZFeeOffers } from '@shortlist/domain/orders/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET compte/offres-fee`: coupons reserved for the account, valid now, with uses left. */
export async function getFeeOffers(): Promise<FeeOffers> {
  return ZFeeOffers.parse(await apiRequest<unknown>('/api/compte/offres-fee'));
}

export const feeOffersQuery = queryOptions({ queryKey: dashboardKeys.feeOffers, queryFn: getFeeOffers });

export function useFeeOffers() {
  return useQuery(feeOffersQuery);
}
