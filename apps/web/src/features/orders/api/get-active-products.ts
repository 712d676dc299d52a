import { type Product, ZActiveProducts } from '@shortlist/domain/orders/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /order-api/products/active`: stamp booklets, SuperStamps and the platform fee, cents excluding VAT. */
export async function getActiveProducts(): Promise<Product[]> {
  return ZActiveProducts.parse(await apiRequest<unknown>('/order-api/products/active'));
}

export function useActiveProducts() {
  // The catalogue changes by operator command, rarely.
  return useQuery({ queryKey: orderKeys.products, queryFn: getActiveProducts, staleTime: 5 * 60_000 });
}
