import { ZApiError } from '@shortlist/domain/errors';
import { ZCustomerParams } from '@shortlist/domain/orders/api-contracts';
import { ZSubscriptions } from '@shortlist/domain/orders/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { listExpiringSubscriptions, listSubscriptions } from './list-subscriptions.ts';

const tags = ['orders'];
const errors = { 404: ZApiError } as const;

/** SuperStamp subscriptions (issue 15): signed in, and only the account's own (another id: 404). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/customer/:id/subscriptions',
    {
      schema: {
        tags,
        summary: "The account's SuperStamps per film: end date, duration, expiring soon / active / expired",
        params: ZCustomerParams,
        response: { 200: ZSubscriptions, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return listSubscriptions(database.db, { accountId: account.Id, now: now() });
    },
  );

  app.get(
    '/customer/:id/basket/expiring-subscriptions',
    {
      schema: {
        tags,
        summary: 'SuperStamps in their last 30 days (renewal window) and not yet in the basket',
        params: ZCustomerParams,
        response: { 200: ZSubscriptions, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return listExpiringSubscriptions(database.db, { accountId: account.Id, now: now() });
    },
  );
};
