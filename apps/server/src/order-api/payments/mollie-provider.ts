import type { Language } from '@shortlist/domain/languages';
import type { ProviderMethod } from '@shortlist/domain/orders/order-state';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './payment-provider.ts';

/** Our methods as Mollie names them (bank transfer too, although our transfers ask no provider). */
export const MOLLIE_METHODS: Record<ProviderMethod | 'bankTransfer', string> = {
  creditCard: 'creditcard',
  applePay: 'applepay',
  paypal: 'paypal',
  bankTransfer: 'banktransfer',
};

/**
 * Mollie's payment statuses read as ours: `pending` (being processed) and `authorized` (to be
 * captured) are not settled yet, so the order stays open until a later webhook.
 */
const STATUS_OF: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  canceled: 'canceled',
  expired: 'expired',
  failed: 'failed',
};

/** Mollie's `locale` for the hosted page. */
const LOCALE: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', pt: 'pt_PT' };

/** Integer cents as Mollie's amount value: always two decimals, a string ("36.00"). */
export function mollieValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Mollie's amount value ("36.00") as integer cents, without floating point. */
export function centsOf(value: string): number {
  const [units = '0', decimals = ''] = value.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/** Mollie's amount: a decimal string ("36.00"; no decimals for a currency without them) and its currency. */
const ZMollieAmount = z.object({
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** What the adapter reads of Mollie's payment; an answer without it is not Mollie's payment. */
const ZMolliePayment = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: ZMollieAmount,
  _links: z.object({ checkout: z.object({ href: z.string() }).optional() }).optional(),
});

const ZMollieRefund = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: ZMollieAmount,
  paymentId: z.string(),
});

/** Mollie's answer in the shape the adapter reads, else PAYMENT_PROVIDER_UNAVAILABLE (502), never a 500. */
function shaped<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  return parsed.data;
}

export type MollieRefund = { id: string; status: string; amountCents: number; paymentId: string };

/**
 * The Mollie adapter (docs/decisions.md "Card payment provider"), over Mollie's REST API v2 with
 * `fetch` (no SDK dependency): create a payment on one method with the order in its metadata,
 * read it back for a webhook, cancel an open one, refund a paid one, and Apple Pay merchant
 * sessions. A refusal or an unreachable API answers PAYMENT_PROVIDER_UNAVAILABLE (502): the
 * order is then not placed, as the payment is made before the order's transaction.
 */
export function createMollieProvider(options: {
  apiKey: string;
  /** `https://api.mollie.com/v2`, or a local server in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
}): Omit<PaymentProvider, 'refundPayment'> & {
  refundPayment(input: {
    id: string;
    amountCents: number;
    now?: Date;
    description?: string;
  }): Promise<MollieRefund>;
} {
  const send = options.fetch ?? fetch;
  async function call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/hal+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    // A proxy's HTML error page or a cut-off answer is the provider being unavailable (502).
    let json: unknown = null;
    try {
      const text = await response.text();
      json = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    return { status: response.status, json };
  }
  // The amount and currency are read as Mollie says them: the webhook compares them with the
  // order's before treating the payment as paid (`process-webhook.ts`).
  const read = (payment: z.infer<typeof ZMolliePayment>): ProviderPayment => ({
    id: payment.id,
    status: STATUS_OF[payment.status] ?? 'open',
    amountCents: centsOf(payment.amount.value),
    currency: payment.amount.currency,
  });

  return {
    name: 'mollie',
    methods: ['creditCard', 'applePay', 'paypal'],
    async createPayment(input) {
      const { status, json } = await call('POST', '/payments', {
        amount: { currency: 'EUR', value: mollieValue(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: LOCALE[input.language],
        method: MOLLIE_METHODS[input.method],
        metadata: { order_id: input.orderId },
      });
      if (status !== 201) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      const payment = shaped(ZMolliePayment, json);
      const checkoutUrl = payment._links?.checkout?.href;
      if (!checkoutUrl) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return { ...read(payment), checkoutUrl };
    },
    async getPayment(id) {
      const { status, json } = await call('GET', `/payments/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return read(shaped(ZMolliePayment, json));
    },
    async cancelPayment(id) {
      const { status } = await call('DELETE', `/payments/${encodeURIComponent(id)}`);
      // 422: no longer cancelable (paid, or already ended): nothing to do, as the interface says.
      if (status !== 200 && status !== 422 && status !== 404)
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    },
    async refundPayment(input) {
      const { status, json } = await call(
        'POST',
        `/payments/${encodeURIComponent(input.id)}/refunds`,
        {
          amount: { currency: 'EUR', value: mollieValue(input.amountCents) },
          ...(input.description ? { description: input.description } : {}),
        },
        // `refund-order` may ask again after an error: Mollie answers a repeated key with the
        // first refund instead of making a second one.
        { 'idempotency-key': `refund-${input.id}-${input.amountCents}` },
      );
      if (status !== 201) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      const refund = shaped(ZMollieRefund, json);
      return {
        id: refund.id,
        status: refund.status,
        amountCents: centsOf(refund.amount.value),
        paymentId: refund.paymentId,
      };
    },
    async requestApplePaySession(input) {
      const { status, json } = await call('POST', '/wallets/applepay/sessions', {
        domain: input.domain,
        validationUrl: input.validationUrl,
      });
      if (status !== 200 && status !== 201) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return shaped(z.record(z.string(), z.unknown()), json);
    },
  };
}
