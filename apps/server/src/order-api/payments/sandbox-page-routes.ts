import { sandboxPaiement } from '@shortlist/db/schema/orders';
import { type Language, languageFromCulture } from '@shortlist/domain/languages';
import type { ProviderMethod } from '@shortlist/domain/orders/order-state';
import { translate } from '@shortlist/i18n/catalogues';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/escape-html.ts';
import { sessionCookieNames } from '../../platform/session.ts';
import { csrfFor } from '../../platform/session-store.ts';
import { sandboxPaymentOwner } from './sandbox-payment-owner.ts';
import { settleSandboxPayment } from './sandbox-provider.ts';

const ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'canceled', expire: 'expired' } as const;
const ZPaymentParams = z.object({ id: z.string().regex(/^tr_[A-Za-z0-9_-]{1,40}$/) });
const FORM = 'application/x-www-form-urlencoded';
/** The page's forms carry one short field (`csrf`). */
const FORM_BODY_MAX = 1024;

/**
 * Each method's look: the card form, Apple's sheet (dark, centred), PayPal's page (its blue).
 * Every button is at least 44 px high, a finger's target (WCAG 2.5.8 asks 24 px; the card
 * page's browser-default buttons were about 21).
 */
const BUTTON = 'button{min-height:2.75rem;min-width:2.75rem;font-size:1rem;cursor:pointer}';
const STYLE: Record<ProviderMethod, string> = {
  creditCard: `body{font-family:system-ui,sans-serif;margin:2rem}${BUTTON}button{margin:.25rem 0;padding:.6rem 1.2rem}`,
  applePay:
    BUTTON +
    'body{font-family:system-ui,sans-serif;margin:0;background:#f2f2f7}main{max-width:22rem;margin:2rem auto;padding:1.5rem;border-radius:1rem;background:#fff;box-shadow:0 0 1rem #0003}button{width:100%;margin:.25rem 0;padding:.6rem;border-radius:.5rem;background:#000;color:#fff;border:0}',
  paypal:
    BUTTON +
    'body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa}header{background:#003087;color:#fff;padding:1rem 2rem;font-weight:bold}main{max-width:30rem;margin:2rem auto}button{margin:.25rem 0;padding:.6rem 1.2rem;border-radius:1.5rem;background:#ffc439;border:0}',
};

function page(language: Language, method: ProviderMethod, body: string): string {
  const title = escapeHtml(translate({ language, namespace: 'orders', key: 'sandbox.title' }));
  const heading = escapeHtml(translate({ language, namespace: 'orders', key: `sandbox.heading.${method}` }));
  const banner = method === 'paypal' ? '<header>PayPal</header>' : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE[method]}</style></head><body data-method="${method}">${banner}<main><h1>${title}</h1><h2>${heading}</h2>${body}</main></body></html>`;
}

/**
 * The sandbox provider's hosted page (`/sandbox-provider/pay/{id}`), standing for the provider's
 * own site, in the look of the method chosen (card form, Apple Pay sheet, PayPal page): the
 * amount, and four buttons (pay, fail, cancel, let expire), the same for every method. A button settles the
 * open payment, calls the order service's webhook with the payment id only, as Mollie does, and
 * sends the customer back to the confirmation page.
 *
 * Unlike a real provider's page, a button here settles without any money, so the page shows and
 * settles a payment only for the signed-in account whose order it pays (issue 29): the session
 * hook (`platform/session.ts`) reads the session here as on the APIs, and a button's form carries
 * the CSRF value in its `csrf` field, checked there with the Origin. Anyone else gets a refusal
 * page (403) in their language and nothing is settled. The page exists only where the sandbox is
 * the provider (`app.ts`): never in production but behind ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION.
 */
export const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const cookieNames = sessionCookieNames(app.ctx.config);
  // The page's buttons are plain HTML forms, posted form-encoded with their `csrf` field only
  // (read by the session hook); the payment and the action are in the path. `Object.fromEntries`
  // makes `__proto__` an ordinary key.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_MAX }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The payment, when it pays an order of the signed-in account; else a refusal page is sent. */
  async function ownPayment(request: FastifyRequest, reply: FastifyReply, id: string, language: Language) {
    const [payment] = await db.select().from(sandboxPaiement).where(eq(sandboxPaiement.Id, id));
    if (!payment) throw new AppError('NOT_FOUND');
    const owner = await sandboxPaymentOwner(db, payment.Id);
    if (request.account && owner !== null && owner === request.account.Id) return payment;
    const refused = escapeHtml(translate({ language, namespace: 'orders', key: 'sandbox.refused' }));
    reply.code(403).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    // The neutral card look: the refusal says nothing of the payment.
    await reply.send(page(language, 'creditCard', `<p role="alert">${refused}</p>`));
    return null;
  }

  const querystring = z.object({ lang: z.string().max(10).optional() });
  app.get(
    '/pay/:id',
    { schema: { hide: true, params: ZPaymentParams, querystring } },
    async (request, reply) => {
      // The provider's page speaks the customer's language (Mollie's `locale`), given in its link.
      const language = request.query.lang ? languageFromCulture(request.query.lang) : request.language;
      const payment = await ownPayment(request, reply, request.params.id, language);
      if (!payment) return reply;
      // A form cannot set a header: a cookie session's CSRF value goes in a hidden field.
      const token = request.authVia === 'cookie' ? request.cookies[cookieNames.session] : undefined;
      const csrf = token ? `<input type="hidden" name="csrf" value="${escapeHtml(csrfFor(token))}">` : '';
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
                  `<form method="post" action="${escapeHtml(`/sandbox-provider/pay/${payment.Id}/${action}?lang=${language}`)}">${csrf}<button type="submit">${t(action)}</button></form>`,
              )
              .join('')
          : `<p>${t('settled')}</p>`;
      // The site's `Referrer-Policy: no-referrer` makes a browser post this page's forms with
      // `Origin: null`, which the session hook refuses; `same-origin` sends the site's own origin
      // to the site only (and still no referrer elsewhere).
      reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'same-origin')
        .type('text/html; charset=utf-8');
      return page(
        language,
        payment.Methode,
        `<p>${t('intro')}</p><p>${t('amount', { amount })}</p>${buttons}`,
      );
    },
  );

  app.post(
    '/pay/:id/:action',
    {
      schema: {
        hide: true,
        params: ZPaymentParams.extend({ action: z.enum(Object.keys(ACTIONS) as [keyof typeof ACTIONS]) }),
        querystring,
      },
    },
    async (request, reply) => {
      const language = request.query.lang ? languageFromCulture(request.query.lang) : request.language;
      const payment = await ownPayment(request, reply, request.params.id, language);
      if (!payment) return reply;
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
