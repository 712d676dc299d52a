import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZBasket,
  ZBasketBookletRequest,
  ZBasketCalculationAnswer,
  ZBasketCalculationQuery,
  ZBasketSuperStampRequest,
  ZCustomerParams,
} from '@shortlist/domain/orders/api-contracts';
import type { CouponRule } from '@shortlist/domain/orders/coupons';
import { ZBasketCheckAnswer } from '@shortlist/domain/submissions/basket-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { checkBasketEntries } from '../../user-api/submissions/order-port-basket-check.ts';
import { customerOf } from '../customer.ts';
import { basketEntryRoutes } from './basket-entry-routes.ts';
import { addBooklet, addSuperStamp, removeBasketItem } from './basket-items.ts';
import { loadBasketState } from './basket-state.ts';

const tags = ['orders'];

const pickCoupon = ({ code, kind, value, appliesTo }: CouponRule) => ({ code, kind, value, appliesTo });
const errors = { 404: ZApiError } as const;

/**
 * The basket (spec §7 `customer/{id}/basket/...`): signed in, and only the account's own. Here
 * the basket, its summary and check, booklets and SuperStamps; its entries in
 * basket-entry-routes.ts.
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  await app.register(basketEntryRoutes);
  app.addHook('preValidation', requireAccount);

  const state = (request: Parameters<typeof customerOf>[0], id: number, itemsOnly = false) =>
    loadBasketState(db, {
      account: customerOf(request, id),
      language: request.language,
      now: now(),
      itemsOnly,
    });

  app.get(
    '/customer/:id/basket',
    {
      schema: {
        tags,
        summary: 'The basket: entries with their formula, booklets, SuperStamps, stamp balance',
        params: ZCustomerParams,
        response: { 200: ZBasket, ...errors },
      },
    },
    async (request) => (await state(request, request.params.id)).basket,
  );

  app.get(
    '/customer/:id/basket/calculate',
    {
      schema: {
        tags,
        summary: 'The summary before paying: lines, VAT per rate, what stamps pay, what money pays, total',
        params: ZCustomerParams,
        querystring: ZBasketCalculationQuery,
        response: { 200: ZBasketCalculationAnswer, ...errors },
      },
    },
    async (request) => {
      const itemsOnly = request.query.itemsOnly === 'true';
      const { calculation, basket, billing, coupon } = await state(request, request.params.id, itemsOnly);
      return {
        regime: calculation.vat.regime,
        rateBp: calculation.vat.rateBp,
        lines: calculation.lines,
        totals: calculation.totals,
        problems: calculation.problems,
        coupon: calculation.coupon ?? (coupon ? { ...pickCoupon(coupon.rule), discountCents: 0 } : null),
        couponProblem: coupon?.refusal ?? null,
        stampBalance: basket.stampBalance,
        billingAddressComplete: billing.address !== null,
      };
    },
  );

  app.get(
    '/customer/:id/basket/check',
    {
      schema: {
        tags,
        summary:
          'The whole-basket check before paying: deadlines passed, re-entry conflicts, the same film twice at a festival, screeners expiring',
        params: ZCustomerParams,
        response: { 200: ZBasketCheckAnswer, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return { checks: await checkBasketEntries(db, { accountId: account.Id, now: now() }) };
    },
  );

  app.get(
    '/customer/:id/basket/stamps',
    {
      schema: {
        tags,
        summary: 'Stamp booklets in the basket and the stamp balance',
        params: ZCustomerParams,
        response: { 200: ZBasket.pick({ stampBalance: true, booklets: true }), ...errors },
      },
    },
    async (request) => {
      const { basket } = await state(request, request.params.id);
      return { stampBalance: basket.stampBalance, booklets: basket.booklets };
    },
  );

  app.post(
    '/customer/:id/basket/stamps',
    {
      schema: {
        tags,
        summary: 'Put a stamp booklet in the basket (the same booklet again adds to its quantity)',
        params: ZCustomerParams,
        body: ZBasketBookletRequest,
        response: { 200: ZBasket, 400: ZApiError, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await addBooklet(db, { accountId: account.Id, ...request.body, now: now() });
      return (await state(request, request.params.id)).basket;
    },
  );

  app.post(
    '/customer/:id/basket/superstamps',
    {
      schema: {
        tags,
        summary: 'Put a SuperStamp for one of the films in the basket (irreversible use, confirmed)',
        params: ZCustomerParams,
        body: ZBasketSuperStampRequest,
        response: { 200: ZBasket, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await addSuperStamp(db, {
        accountId: account.Id,
        productId: request.body.productId,
        IdFilm: request.body.IdFilm,
        now: now(),
      });
      return (await state(request, request.params.id)).basket;
    },
  );

  app.delete(
    '/customer/:id/basket/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Take a booklet or a SuperStamp out of the basket',
        params: ZCustomerParams.extend({ itemId: ZIdParam }),
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await removeBasketItem(db, { accountId: account.Id, itemId: request.params.itemId });
      return { ok: true } as const;
    },
  );
};
