import { type IntracomCheck, ZIntracomCheck } from '@shortlist/domain/accounts/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** `GET /order-api/orders/address/check-intracom/:number`: the format per EU country, on the server. */
export async function checkIntracom(number: string): Promise<IntracomCheck> {
  return ZIntracomCheck.parse(
    await apiRequest<unknown>(`/order-api/orders/address/check-intracom/${encodeURIComponent(number)}`),
  );
}
