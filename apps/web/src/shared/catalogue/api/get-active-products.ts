import { type Product, ZActiveProducts } from '@shortlist/domain/orders/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** The catalogue's query key; the orders feature's `orderKeys.products` names the same one. */
export const ACTIVE_PRODUCTS_KEY = ['orders', 'products'] as const;

/**
 * `GET /order-api/products/active`: stamp booklets, SuperStamps and the platform fee, cents
 * excluding VAT. Shared: the basket sells from it and the submission panel shows its platform fee.
 */
export async function getActiveProducts(): Promise<Product[]> {
  return ZActiveProducts.parse(await apiRequest<unknown>('/order-api/products/active'));
}

/** The catalogue's query, as its users and the basket's prefetch at navigation ask it. */
export const activeProductsQuery = queryOptions({
  queryKey: ACTIVE_PRODUCTS_KEY,
  queryFn: getActiveProducts,
  // The catalogue changes by operator command, rarely.
  staleTime: 5 * 60_000,
});

export function useActiveProducts() {
  return useQuery(activeProductsQuery);
}

/** The platform fee of one entry paid without a stamp, in cents excluding VAT; undefined until known. */
export function usePlatformFee(): number | undefined {
  const products = useActiveProducts();
  return products.data?.find((product) => product.kind === 'platformFee')?.priceCents;
}
