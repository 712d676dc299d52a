import type { Language } from '@shortlist/domain/languages';

/**
 * A card payment provider (DECISIONS.md "Card payment provider"), shaped after Mollie's API: a
 * payment is created with an amount and two URLs and answers the hosted page to send the
 * customer to; the provider calls the webhook with the payment id only, and the order service
 * reads the status back with `getPayment` (a webhook's body is never trusted for a status).
 */
export const PROVIDER_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export type ProviderPayment = { id: string; status: ProviderPaymentStatus; amountCents: number };

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: {
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
  refundPayment?(input: { id: string; amountCents: number; now: Date }): Promise<void>;
}
