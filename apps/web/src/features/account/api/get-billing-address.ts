import { type BillingAddress, ZBillingAddress } from '@shortlist/domain/accounts/api-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { accountKeys } from './query-keys.ts';

/** `GET /api/compte/adresse-facturation`: the billing address, or null before the first one. */
export async function getBillingAddress(): Promise<BillingAddress | null> {
  return ZBillingAddress.nullable().parse(await apiRequest<unknown>('/api/compte/adresse-facturation'));
}

export function useBillingAddress() {
  return useQuery({ queryKey: accountKeys.billingAddress, queryFn: getBillingAddress });
}
