import { ZApiError } from '@shortlist/domain/errors';
import {
  ZApplePaySession,
  ZApplePaySessionRequest,
  ZCustomerParams,
  ZPaypalLink,
  ZPaypalLinkRequest,
} from '@shortlist/domain/orders/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paypalLink } from './paypal-link.ts';

const tags = ['orders'];

/** Apple Pay and PayPal (spec §7): signed in, the account's own orders only. */
export const walletRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const { provider } = options;
  const { database, now } = app.ctx;
  app.addHook('preValidation', requireAccount);

  app.post(
    '/customer/:id/payments/paypal/get-link',
    {
      schema: {
        tags,
        summary: "The provider's hosted PayPal page of an open PayPal order of the customer",
        params: ZCustomerParams,
        body: ZPaypalLinkRequest,
        response: { 200: ZPaypalLink, 404: ZApiError, 409: ZApiError, 410: ZApiError },
      },
    },
    async (request) => {
      const account = customerOf(request, request.params.id);
      return paypalLink(database.db, { accountId: account.Id, orderId: request.body.orderId, now: now() });
    },
  );

  app.post(
    '/payments/request/applepay/session',
    {
      schema: {
        tags,
        summary: "An Apple Pay merchant session from the provider, for Safari's onvalidatemerchant",
        body: ZApplePaySessionRequest,
        response: { 200: ZApplePaySession, 400: ZApiError },
      },
    },
    async (request) =>
      provider.requestApplePaySession({
        validationUrl: request.body.validationUrl,
        // The site's own host: Apple checks it against the domains registered for Apple Pay.
        domain: new URL(app.ctx.config.publicUrl).hostname,
        now: now(),
      }),
  );
};
