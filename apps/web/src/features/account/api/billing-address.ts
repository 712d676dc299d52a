import type {
  AdresseFacturation,
  AdresseFacturationInput,
  IntracomCheck,
} from '@shortlist/domain/accounts/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

const PATH = '/api/compte/adresse-facturation';

export const billingAddressQuery = queryOptions({
  queryKey: ['account', 'billing-address'],
  queryFn: () => apiRequest<AdresseFacturation | null>(PATH),
});

export function useBillingAddress() {
  return useQuery(billingAddressQuery);
}

/** Creates or updates the billing address; IsCee is set by the server from the country. */
export function saveBillingAddress(body: AdresseFacturationInput): Promise<AdresseFacturation> {
  return apiRequest<AdresseFacturation>(PATH, { method: 'PUT', body });
}

/** `GET /order-api/orders/address/check-intracom/:number`: the format per EU country, on the server. */
export function checkIntracom(number: string): Promise<IntracomCheck> {
  return apiRequest<IntracomCheck>(`/order-api/orders/address/check-intracom/${encodeURIComponent(number)}`);
}
