import { ZApiError } from '@shortlist/domain/errors';
import { ZFeeOffers, ZStampOffers, ZSuperStampBalance } from '@shortlist/domain/orders/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { feeOffers, stampOffers, superStampBalance } from './offers.ts';

const tags = ['account'];

/** The signed-in account's consumption (spec §7 `compte/offres-timbre`, `offres-fee`, `solde-super-timbre`). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/compte/offres-timbre',
    {
      schema: {
        tags,
        summary: 'The stamp balance and the free stamps granted to the account',
        response: { 200: ZStampOffers, 401: ZApiError },
      },
    },
    async (request) => stampOffers(db, { accountId: currentAccount(request).Id }),
  );

  app.get(
    '/compte/offres-fee',
    {
      schema: {
        tags,
        summary: 'Fee-discount coupons reserved for the account, valid now and with uses left',
        response: { 200: ZFeeOffers, 401: ZApiError },
      },
    },
    async (request) => feeOffers(db, { accountId: currentAccount(request).Id, now: now() }),
  );

  app.get(
    '/compte/solde-super-timbre',
    {
      schema: {
        tags,
        summary: "The account's films with a SuperStamp and its expiry",
        response: { 200: ZSuperStampBalance, 401: ZApiError },
      },
    },
    async (request) => superStampBalance(db, { accountId: currentAccount(request).Id, now: now() }),
  );
};
