import { ZApiError } from '@shortlist/domain/errors';
import { ZListCount } from '@shortlist/domain/list-views/list-view-contracts';
import {
  ZBankTransferPending,
  ZCustomerParams,
  ZOrdersFilterRequest,
  ZOrdersList,
} from '@shortlist/domain/orders/api-contracts';
import { AWAITING_PAYMENT_STATUSES } from '@shortlist/domain/orders/order-state';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { hasBankTransferPending } from './bank-transfer-pending.ts';
import { countOrders, listOrders } from './list-orders.ts';

const tags = ['orders'];

/** The orders page's calls (spec §7): signed in, the account's own orders only. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.addHook('preValidation', requireAccount);

  // Spec §7's generic count (issue 34): how many orders the page lists; the customer in the body, as the page's.
  app.post(
    '/customer/orders/filter',
    {
      schema: {
        tags,
        summary: "How many orders the account has (the orders page's list has no filter)",
        body: ZOrdersFilterRequest,
        response: { 200: ZListCount, 404: ZApiError },
      },
    },
    async (request) => ({ count: await countOrders(db, customerOf(request, request.body.id).Id) }),
  );

  app.post(
    '/customer/orders/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "The account's orders, newest first, with their invoices (the orders page reads 0/999)",
        params: z.object({
          skip: z.coerce.number().int().min(0).max(100_000),
          take: z.coerce.number().int().min(1).max(999),
        }),
        body: ZOrdersFilterRequest,
        response: { 200: ZOrdersList, 404: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.body.id);
      return listOrders(db, {
        accountId: account.Id,
        bankTransfer: app.ctx.config.bankTransfer,
        language: request.language,
        ...request.params,
      });
    },
  );

  app.get(
    '/customer/:id/orders/awaiting-payment',
    {
      schema: {
        tags,
        summary:
          "The account's orders still waiting for their money (payment link or bank transfer), newest first: the basket and the checkout offer Pay now and Cancel",
        params: ZCustomerParams,
        response: { 200: ZOrdersList, 404: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return listOrders(db, {
        accountId: account.Id,
        statuses: AWAITING_PAYMENT_STATUSES,
        bankTransfer: app.ctx.config.bankTransfer,
        language: request.language,
        skip: 0,
        take: 999,
      });
    },
  );

  app.get(
    '/customer/:id/orders/check-has-banktransfer-pending',
    {
      schema: {
        tags,
        summary: "Whether one of the account's orders waits for a bank transfer",
        params: ZCustomerParams,
        response: { 200: ZBankTransferPending, 404: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return { pending: await hasBankTransferPending(db, { accountId: account.Id }) };
    },
  );
};
