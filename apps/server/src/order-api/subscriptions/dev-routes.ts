import { ZCustomerParams } from '@shortlist/domain/orders/api-contracts';
import { ZSubscriptions } from '@shortlist/domain/orders/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { listExpiringSubscriptions } from './list-subscriptions.ts';

/**
 * `GET /order-api/dev/customer/{id}/basket/expiring-subscriptions?at=`: the renewal offer as the
 * clock would read `at`, so the end-to-end journey sees a SuperStamp enter its last 30 days
 * without waiting months or moving the server's clock (`at` is this one call's `now`, nothing
 * global changes). Signed in, the account's own only; beside the dev mailbox, never in production.
 */
export const subscriptionDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAccount);
  app.get(
    '/customer/:id/basket/expiring-subscriptions',
    {
      schema: {
        hide: true,
        params: ZCustomerParams,
        querystring: z.strictObject({ at: z.iso.datetime({ offset: true }) }),
        response: { 200: ZSubscriptions },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return listExpiringSubscriptions(app.ctx.database.db, {
        accountId: account.Id,
        now: new Date(request.query.at),
      });
    },
  );
};
