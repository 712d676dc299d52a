import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZPlainText } from '@shortlist/domain/fields/text';
import { ZPaymentStatus } from '@shortlist/domain/orders/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { availableMethods } from './available-methods.ts';
import { cancelOrder } from './cancel-order.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { processPaymentWebhook } from './process-webhook.ts';
import { walletRoutes } from './wallet-routes.ts';

const tags = ['orders'];

/** The provider's webhook (no session: it carries a payment id only) and the customer's cancel. */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const { provider } = options;
  const { database, now } = app.ctx;
  const db = database.db;

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: "The payment provider's webhook: a payment id; its status is read back from the provider",
        body: z.object({ id: ZPlainText.min(1).max(100) }),
        response: { 200: z.object({ ok: z.literal(true) }), 409: ZApiError, 502: ZApiError },
      },
    },
    async (request) => {
      const outcome = await processPaymentWebhook(db, {
        provider,
        paymentId: request.body.id,
        now: now(),
        publicUrl: app.ctx.config.publicUrl,
        log: request.log,
      });
      // Paid, but not the order's amount (logged above): an error the provider's dashboard shows,
      // and its next delivery is checked again.
      if (outcome === 'mismatch') throw new AppError('CONFLICT');
      // Known or not, applied or already applied: the same answer, so the id tells nothing.
      return { ok: true } as const;
    },
  );

  app.get(
    '/payments/status',
    {
      schema: {
        tags,
        summary: 'The payment provider and the money methods the checkout may offer now',
        response: { 200: ZPaymentStatus },
      },
    },
    async () => ({
      provider: provider.name,
      methods: availableMethods({ provider, bankTransfer: app.ctx.config.bankTransfer }),
    }),
  );

  await app.register(cancelRoutes, { provider });
  await app.register(walletRoutes, { provider });
};

/** Signed in: the account's own orders only. */
const cancelRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const { provider } = options;
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);
  app.delete(
    '/payments/:paymentId/order/:orderId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order waiting for its payment; its entries and stamps return to the basket',
        params: z.object({ paymentId: ZPlainText.min(1).max(100), orderId: ZIdParam }),
        response: { 200: ZDone, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      await cancelOrder(db, {
        accountId: currentAccount(request).Id,
        orderId: request.params.orderId,
        paymentId: request.params.paymentId,
        provider,
        now: now(),
        publicUrl: app.ctx.config.publicUrl,
      });
      return { ok: true } as const;
    },
  );
};
