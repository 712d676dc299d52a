import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZOrder, ZPlacedOrder, ZPlaceOrderRequest } from '@shortlist/domain/orders/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { loadOrders } from '../orders/order-view.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { payFormRoutes } from './pay-form-routes.ts';
import { placeOrder } from './place-order.ts';

const tags = ['orders'];

/** Placing orders and reading them (spec §7): signed in, only the account's own. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const { provider } = options;
  const { database, now } = app.ctx;
  const db = database.db;
  const { bankTransfer } = app.ctx.config;
  app.addHook('preValidation', requireAccount);

  app.post(
    '/customer/orders/place',
    {
      schema: {
        tags,
        summary: 'The basket (or some of its entries) becomes an order; paid at once when stamps pay it all',
        body: ZPlaceOrderRequest,
        response: { 201: ZPlacedOrder, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const account = customerOf(request, request.body.Id);
      const placed = await placeOrder(db, {
        account,
        request: request.body,
        language: request.language,
        now: now(),
        provider,
        publicUrl: app.ctx.config.publicUrl,
        bankTransfer,
        seller: app.ctx.config.invoiceSeller,
      });
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/orders/:id/confirm/calculate',
    {
      schema: {
        tags,
        summary: 'One order of the account, as the confirmation page shows it',
        params: z.object({ id: ZIdParam }),
        response: { 200: ZOrder, 404: ZApiError },
      },
    },
    async (request) => {
      const [order] = await loadOrders(db, {
        accountId: currentAccount(request).Id,
        orderId: request.params.id,
        bankTransfer,
        language: request.language,
      });
      if (!order) throw new AppError('NOT_FOUND');
      return order;
    },
  );

  await app.register(payFormRoutes, { provider });
};
