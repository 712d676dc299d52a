import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZPayForm } from '@shortlist/domain/orders/api-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { readPayPayload } from './pay-payload.ts';
import { placeOrder } from './place-order.ts';

const tags = ['orders'];
const FORM = 'application/x-www-form-urlencoded';
/** A pay form is two short fields; anything much longer is not one. */
const FORM_BODY_MAX = 8 * 1024;

/**
 * `form POST customer/{id}/pay` (spec §7): the checkout as the browser's own form submit. The
 * hidden `payload` field holds the JSON place-order request; the answer is a 303 to the payment
 * provider's hosted page, or to the confirmation page when the stamps pay it all. The session
 * hook (`platform/session.ts`) checks, for a form posted with the session cookie, the CSRF
 * value of the `csrf` field and that the Origin is the site's own.
 */
export const payFormRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, options) => {
  const { provider } = options;
  const { database, now, config } = app.ctx;
  // Scoped to this plugin: no other route of the API takes a form-encoded body. A repeated
  // field keeps its last value; `Object.fromEntries` makes `__proto__` an ordinary key, which
  // the strict schema refuses.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_MAX }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('preValidation', requireAccount);

  app.post(
    '/customer/:id/pay',
    {
      schema: {
        tags,
        summary:
          "The checkout's form POST: `payload` is the JSON place-order request; 303 to the provider's page or the confirmation",
        consumes: [FORM, 'application/json'],
        params: z.object({ id: ZIdParam }),
        body: ZPayForm,
        response: { 303: z.null(), 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const account = customerOf(request, request.params.id);
      const payRequest = readPayPayload(request.body.payload);
      // The payload names the customer too: it must be the same signed-in account.
      customerOf(request, payRequest.Id);
      const placed = await placeOrder(database.db, {
        account,
        request: payRequest,
        language: request.language,
        now: now(),
        provider,
        publicUrl: config.publicUrl,
        bankTransfer: config.bankTransfer,
        seller: config.invoiceSeller,
      });
      return reply.redirect(placed.redirectUrl, 303);
    },
  );
};
