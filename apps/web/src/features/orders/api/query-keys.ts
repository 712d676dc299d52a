import { ACTIVE_PRODUCTS_KEY } from '../../../shared/catalogue/api/get-active-products.ts';

/**
 * Query keys of the order screens. The header's basket badge belongs to the submissions feature
 * (`['submissions', 'basket-count', id]`); a change of the basket also refreshes every key under
 * `['submissions']`, named here rather than imported (features do not import each other).
 */
export const orderKeys = {
  all: ['orders'] as const,
  basket: (accountId: number) => ['orders', 'basket', accountId] as const,
  calculation: (accountId: number) => ['orders', 'basket', accountId, 'calculate'] as const,
  /** Under the basket's key: every basket change checks it again. */
  check: (accountId: number) => ['orders', 'basket', accountId, 'check'] as const,
  baskets: ['orders', 'basket'] as const,
  /** Under the basket's key: placing an order (or cancelling one) changes both. */
  awaiting: (accountId: number) => ['orders', 'basket', accountId, 'awaiting'] as const,
  products: ACTIVE_PRODUCTS_KEY,
  order: (id: number) => ['orders', 'order', id] as const,
  list: (accountId: number) => ['orders', 'list', accountId] as const,
  subscriptions: (accountId: number) => ['orders', 'subscriptions', accountId] as const,
  /** Under the basket's key: a SuperStamp put in the basket leaves the renewal offer. */
  expiringSubscriptions: (accountId: number) =>
    ['orders', 'basket', accountId, 'expiring-subscriptions'] as const,
  transferPending: (accountId: number) => ['orders', 'transfer-pending', accountId] as const,
  /** The server's configuration: which money methods the checkout offers. */
  paymentStatus: ['orders', 'payment-status'] as const,
  submissionsArea: ['submissions'] as const,
};
