import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZCustomerParams } from '@shortlist/domain/orders/api-contracts';
import { ZApplyCouponRequest } from '@shortlist/domain/orders/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { applyCoupon } from './apply-coupon.ts';
import { removeCoupon } from './remove-coupon.ts';

const tags = ['orders'];

/**
 * The basket's coupon (spec §7 `apply-coupon {couponCode}` and `remove-coupon`). The spec names
 * them under `orders/{orderId}`; here the basket is not an order until it is placed, so they are
 * the basket's, as `basket/{orderId}/calculate` is `basket/calculate` (docs/decisions.md "Coupons").
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

  app.put(
    '/customer/:id/basket/apply-coupon',
    {
      schema: {
        tags,
        summary: 'Put a coupon on the basket (unknown, expired, used up or not applicable: refused)',
        params: ZCustomerParams,
        body: ZApplyCouponRequest,
        response: {
          200: ZDone,
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
          410: ZApiError,
          422: ZApiError,
        },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await applyCoupon(db, {
        account,
        couponCode: request.body.couponCode,
        language: request.language,
        now: now(),
      });
      return { ok: true } as const;
    },
  );

  app.put(
    '/customer/:id/basket/remove-coupon',
    {
      schema: {
        tags,
        summary: 'Take the coupon off the basket',
        params: ZCustomerParams,
        response: { 200: ZDone, 404: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await removeCoupon(db, { accountId: account.Id });
      return { ok: true } as const;
    },
  );
};
