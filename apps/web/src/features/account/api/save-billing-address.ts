import type { BillingAddressRequest } from '@shortlist/domain/accounts/address-rules';
import { type BillingAddress, ZBillingAddress } from '@shortlist/domain/accounts/api-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { accountKeys } from './query-keys.ts';

/** `PUT /api/compte/adresse-facturation`: creates or updates it; IsCee is set by the server from the country. */
export async function saveBillingAddress(options: {
  queryClient: QueryClient;
  body: BillingAddressRequest;
}): Promise<BillingAddress> {
  const saved = ZBillingAddress.parse(
    await apiRequest<unknown>('/api/compte/adresse-facturation', { method: 'PUT', body: options.body }),
  );
  options.queryClient.setQueryData(accountKeys.billingAddress, saved);
  return saved;
}
