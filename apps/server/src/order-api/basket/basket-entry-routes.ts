import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZBasketSubmission,
  ZCustomerParams,
  ZSubmissionFormulaRequest,
} from '@shortlist/domain/orders/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { removeBasketEntries } from '../../user-api/submissions/order-port.ts';
import { customerOf } from '../customer.ts';
import { loadBasketState } from './basket-state.ts';
import { updateSubmissionFormula } from './submission-formula.ts';

const tags = ['orders'];
const errors = { 404: ZApiError } as const;

/**
 * The entries waiting in the basket (spec §7 `customer/{id}/submissions`, `customer/basket/
 * submission/update`, `customer/submissions/{id}/remove`): listed with their fee, their formula
 * changed, taken out. Signed in, and only the account's own.
 */
export const basketEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/customer/:id/submissions',
    {
      schema: {
        tags,
        summary: 'Entries waiting in the basket, with their fee and formula',
        params: ZCustomerParams,
        response: { 200: z.array(ZBasketSubmission), ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      const { basket } = await loadBasketState(db, { account, language: request.language, now: now() });
      return basket.submissions;
    },
  );

  app.put(
    '/customer/basket/submission/update',
    {
      schema: {
        tags,
        summary:
          'Change how entries are paid: 1 a stamp of the balance, 2 a stamp bought now, 3 the SuperStamp',
        body: ZSubmissionFormulaRequest,
        response: { 200: ZDone, 409: ZApiError, ...errors },
      },
    },
    async (request) => {
      await updateSubmissionFormula(db, {
        accountId: currentAccount(request).Id,
        request: request.body,
        language: request.language,
        now: now(),
      });
      return { ok: true } as const;
    },
  );

  app.delete(
    '/customer/submissions/:id/remove',
    {
      schema: {
        tags,
        summary: 'Take one entry out of the basket',
        params: z.object({ id: ZIdParam }),
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const removed = await removeBasketEntries(db, {
        accountId: currentAccount(request).Id,
        ids: [request.params.id],
      });
      if (removed.length === 0) throw new AppError('NOT_FOUND');
      return { ok: true } as const;
    },
  );

  app.delete(
    '/customer/:id/submissions/remove-all',
    {
      schema: {
        tags,
        summary: 'Take every entry out of the basket',
        params: ZCustomerParams,
        response: { 200: z.object({ removed: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return { removed: (await removeBasketEntries(db, { accountId: account.Id })).length };
    },
  );
};
