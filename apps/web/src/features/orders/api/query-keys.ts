/**
 * Query keys of the order screens. The header's basket badge belongs to the submissions feature
 * (`['submissions', 'basket-count', id]`); a change of the basket also refreshes every key under
 * `['submissions']`, named here rather than imported (features do not import each other).
 */
export const orderKeys = {
  all: ['orders'] as const,
  basket: (accountId: number) => ['orders', 'basket', accountId] as const,
  calculation: (accountId: number) => ['orders', 'basket', accountId, 'calculate'] as const,
  baskets: ['orders', 'basket'] as const,
  products: ['orders', 'products'] as const,
  order: (id: number) => ['orders', 'order', id] as const,
  list: (accountId: number) => ['orders', 'list', accountId] as const,
  transferPending: (accountId: number) => ['orders', 'transfer-pending', accountId] as const,
  submissionsArea: ['submissions'] as const,
};
