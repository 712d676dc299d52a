import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderAddressRoutes } from './addresses/routes.ts';
import { basketRoutes } from './basket/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { festivalCodeRoutes } from './festival-codes/routes.ts';
import { orderHealthRoutes } from './health/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { orderDevRoutes } from './orders/dev-routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { createPaymentProvider } from './payments/create-payment-provider.ts';
import { paymentRoutes } from './payments/routes.ts';
import { subscriptionDevRoutes } from './subscriptions/dev-routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';

/** The order API (`/order-api`): basket, orders, payments, invoices, products, SuperStamp subscriptions. */
export const orderApi: FastifyPluginAsyncZod = async (app) => {
  // The configured provider (PAYMENT_PROVIDER; the built-in sandbox by default, docs/decisions.md).
  const provider = createPaymentProvider(app.ctx.config, app.ctx.database.db);
  await app.register(orderHealthRoutes);
  await app.register(orderAddressRoutes);
  await app.register(catalogueRoutes);
  await app.register(basketRoutes);
  await app.register(couponRoutes);
  await app.register(festivalCodeRoutes);
  await app.register(checkoutRoutes, { provider });
  await app.register(paymentRoutes, { provider });
  await app.register(ordersRoutes);
  // Runs the expiry pass at a chosen time (the e2e journeys' 3 hours); beside the dev mailbox, never in production.
  if (app.ctx.config.devMailbox) {
    await app.register(orderDevRoutes, { prefix: '/dev', provider });
    // The renewal offer at a chosen time (the SuperStamp journey's months later).
    await app.register(subscriptionDevRoutes, { prefix: '/dev' });
  }
  await app.register(invoiceRoutes);
  await app.register(subscriptionRoutes);
};
