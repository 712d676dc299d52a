import type { Language } from '@shortlist/domain/languages';
import type { ProviderMethod } from '@shortlist/domain/orders/order-state';

/**
 * A card payment provider (docs/decisions.md "Card payment provider"), shaped after Mollie's API: a
 * payment is created with an amount and two URLs and answers the hosted page to send the
 * customer to; the provider calls the webhook with the payment id only, and the order service
 * reads the status back with `getPayment` (a webhook's body is never trusted for a status).
 */
export const PROVIDER_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/**
 * A payment as the provider tells it: its amount in the currency's cents and that currency
 * (ISO 4217), as the provider says them; the webhook compares both with the order's total (EUR)
 * before treating a paid payment as the order's (`process-webhook.ts`).
 */
export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
};

/**
 * What Apple Pay JS's `completeMerchantValidation` takes: Apple's opaque merchant session
 * (merchantSessionIdentifier, nonce, signature, ...), passed through untouched.
 */
export type ApplePayMerchantSession = Record<string, unknown>;

export interface PaymentProvider {
  readonly name: string;
  /** The hosted-page methods this provider takes (card, Apple Pay, PayPal). */
  readonly methods: readonly ProviderMethod[];
  createPayment(input: {
    /** The method the hosted page opens on (Mollie's `method`). */
    method: ProviderMethod;
    /** The order the payment is for (Mollie's `metadata`, seen in its dashboard). */
    orderId: number;
    amountCents: number;
    description: string;
    /** Where the hosted page sends the customer back (the confirmation page). */
    redirectUrl: string;
    /** Where the provider reports a change (the payment id only). */
    webhookUrl: string;
    /** The language of the hosted page (Mollie's `locale`). */
    language: Language;
    now: Date;
  }): Promise<ProviderPayment & { checkoutUrl: string }>;
  /** The payment as the provider sees it now; null when it does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Cancels an open payment (the customer cancelled the order); nothing when it is no longer open. */
  cancelPayment(id: string): Promise<void>;
  /**
   * Sends a paid payment's money back (an operator's `refund-order`). Asking twice refunds once:
   * the command may run again after a failure. Optional, so an adapter without refunds still
   * builds; the command then names the payment to refund by hand.
   */
  refundPayment?(input: { id: string; amountCents: number; now: Date }): Promise<unknown>;
  /**
   * An Apple Pay merchant session for a page showing Apple's own sheet (Mollie's
   * `POST /wallets/applepay/sessions`): `validationUrl` is the one Safari's `onvalidatemerchant`
   * gives, `domain` the site's host name.
   */
  requestApplePaySession(input: {
    validationUrl: string;
    domain: string;
    now: Date;
  }): Promise<ApplePayMerchantSession>;
}
