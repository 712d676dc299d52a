import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZCustomerParams } from '@shortlist/domain/orders/api-contracts';
import {
  ZApplyFestivalCodeRequest,
  ZRemoveFestivalCodeRequest,
} from '@shortlist/domain/orders/festival-code-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { applyFestivalCode } from './apply-festival-code.ts';
import { removeFestivalCode } from './remove-festival-code.ts';

const tags = ['orders'];

/**
 * A festival's discount code on one entry of the basket (issue 33). Like the coupon, it belongs
 * to the basket until the order is placed, where its use is counted (docs/decisions.md "Festival
 * discount codes").
 */
export const festivalCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

  app.put(
    '/customer/:id/basket/festival-code',
    {
      schema: {
        tags,
        summary: "Put a festival's discount code on an entry of the basket (its entry fee only)",
        description:
          'Refused with FESTIVAL_CODE_UNKNOWN 404, FESTIVAL_CODE_EXPIRED 410 (also withdrawn), FESTIVAL_CODE_USED_UP 409, FESTIVAL_CODE_OTHER_SECTION 422, FESTIVAL_CODE_NOT_HANDED 403; an entry not in the basket: 404 NOT_FOUND.',
        params: ZCustomerParams,
        body: ZApplyFestivalCodeRequest,
        response: {
          200: ZDone,
          400: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          410: ZApiError,
          422: ZApiError,
        },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await applyFestivalCode(db, { account, request: request.body, language: request.language, now: now() });
      return { ok: true } as const;
    },
  );

  app.put(
    '/customer/:id/basket/remove-festival-code',
    {
      schema: {
        tags,
        summary: "Take the festival's code off an entry of the basket",
        params: ZCustomerParams,
        body: ZRemoveFestivalCodeRequest,
        response: { 200: ZDone, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      await removeFestivalCode(db, {
        accountId: account.Id,
        IdInscription: request.body.IdInscription,
        language: request.language,
        now: now(),
      });
      return { ok: true } as const;
    },
  );
};
