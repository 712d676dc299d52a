import { sandboxPaiement } from '@shortlist/db/schema/orders';
import { type Language, languageFromCulture } from '@shortlist/domain/languages';
import { translate } from '@shortlist/i18n/catalogues';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/escape-html.ts';
import { settleSandboxPayment } from './sandbox-provider.ts';

const ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' } as const;
const ZPaymentParams = z.object({ id: z.string().regex(/^tr_[A-Za-z0-9_-]{1,40}$/) });

function page(language: Language, body: string): string {
  const title = escapeHtml(translate({ language, namespace: 'orders', key: 'sandbox.title' }));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/**
 * The sandbox provider's hosted page (`/sandbox-provider/pay/{id}`), standing for the provider's
 * own site: the amount, and four buttons (pay, fail, cancel, let expire). A button settles the
 * open payment, calls the order service's webhook with the payment id only, as Mollie does, and
 * sends the customer back to the confirmation page. Outside `/order-api`: no session is read.
 */
export const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  // The page's buttons are plain HTML forms: the browser posts them form-encoded and empty.
  // Nothing in the body is read; the payment and the action are in the path.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  const querystring = z.object({ lang: z.string().max(10).optional() });
  app.get(
    '/pay/:id',
    { schema: { hide: true, params: ZPaymentParams, querystring } },
    async (request, reply) => {
      // The provider's page speaks the customer's language (Mollie's `locale`), given in its link.
      const language = request.query.lang ? languageFromCulture(request.query.lang) : request.language;
      const [payment] = await db
        .select()
        .from(sandboxPaiement)
        .where(eq(sandboxPaiement.Id, request.params.id));
      if (!payment) throw new AppError('NOT_FOUND');
      const t = (key: string, values?: Record<string, string>) =>
        escapeHtml(
          translate({ language, namespace: 'orders', key: `sandbox.${key}`, ...(values ? { values } : {}) }),
        );
      const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
        payment.Montant / 100,
      );
      const buttons =
        payment.Statut === 'open'
          ? Object.keys(ACTIONS)
              .map(
                (action) =>
                  `<form method="post" action="${escapeHtml(`/sandbox-provider/pay/${payment.Id}/${action}`)}"><button type="submit">${t(action)}</button></form>`,
              )
              .join('')
          : `<p>${t('settled')}</p>`;
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return page(language, `<p>${t('intro')}</p><p>${t('amount', { amount })}</p>${buttons}`);
    },
  );

  app.post(
    '/pay/:id/:action',
    {
      schema: {
        hide: true,
        params: ZPaymentParams.extend({ action: z.enum(Object.keys(ACTIONS) as [keyof typeof ACTIONS]) }),
      },
    },
    async (request, reply) => {
      const [payment] = await db
        .select()
        .from(sandboxPaiement)
        .where(eq(sandboxPaiement.Id, request.params.id));
      if (!payment) throw new AppError('NOT_FOUND');
      const settled = await settleSandboxPayment(db, {
        id: payment.Id,
        status: ACTIONS[request.params.action],
      });
      if (settled) {
        // The webhook, as the provider would call it: the payment id only.
        await app.inject({ method: 'POST', url: '/order-api/payments/webhook', payload: { id: payment.Id } });
      }
      return reply.redirect(payment.UrlRetour, 303);
    },
  );
};
