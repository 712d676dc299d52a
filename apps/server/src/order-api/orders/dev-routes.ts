import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expireOrders } from '../payments/expire-orders.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * `POST /order-api/dev/jobs/run-order-expiry {at}`: runs the order expiry pass (spec §4, the
 * 3-hour payment link) as if the clock read `at`, so developers and the end-to-end journeys see a
 * payment link expire without waiting 3 hours or moving the server's clock (nothing global
 * changes: `at` is this one pass's `now`). Registered beside the dev mailbox only, never in
 * production.
 */
export const orderDevRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const db = app.ctx.database.db;
  app.post(
    '/jobs/run-order-expiry',
    {
      schema: {
        hide: true,
        body: z.strictObject({ at: z.iso.datetime({ offset: true }) }),
        response: { 200: z.object({ expired: z.number().int() }) },
      },
    },
    async (request) => ({
      expired: await expireOrders(db, {
        provider: options.provider,
        now: new Date(request.body.at),
        publicUrl: app.ctx.config.publicUrl,
      }),
    }),
  );
};
