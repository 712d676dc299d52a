import { ConfigError } from './config-error.ts';

/** The payment providers `PAYMENT_PROVIDER` may name (`order-api/payments/create-payment-provider.ts`). */
export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The one accepted value of ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: a staging server that runs with
 * NODE_ENV=production but must take no money says, in words nobody types by accident, that it
 * knows the sandbox marks orders paid without any money.
 */
export const SANDBOX_IN_PRODUCTION_OVERRIDE = 'i-understand-no-money-is-taken';

export type PaymentSettings = {
  /** The card payment provider `createPaymentProvider` builds. */
  paymentProvider: PaymentProviderName;
  /** Mollie's key and API address when `paymentProvider` is `mollie`, else null. */
  mollie: { apiKey: string; baseUrl: string } | null;
  /** The sandbox runs with NODE_ENV=production (a staging server, by the loud override). */
  sandboxInProduction: boolean;
};

/**
 * The payment provider (docs/decisions.md "Production payments"). Outside production the built-in
 * sandbox is the default. In production the provider must be named: `mollie` with its key, or
 * `sandbox` only together with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION, since the sandbox's page
 * marks an order paid, credits its stamps and issues its invoice without any money.
 */
export function paymentSettings(
  e: {
    PAYMENT_PROVIDER?: PaymentProviderName | '' | undefined;
    MOLLIE_API_KEY?: string | undefined;
    MOLLIE_API_URL: string;
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION?: string | undefined;
  },
  isProduction: boolean,
): PaymentSettings {
  const named = e.PAYMENT_PROVIDER || undefined;
  const override = e.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION === SANDBOX_IN_PRODUCTION_OVERRIDE;
  const staging = `  (a staging server that must take no money may set PAYMENT_PROVIDER=sandbox with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=${SANDBOX_IN_PRODUCTION_OVERRIDE})`;
  if (isProduction && named === undefined) {
    throw new ConfigError(
      [
        'Invalid configuration:',
        '  PAYMENT_PROVIDER (unset): required when NODE_ENV=production: set PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY (a test_ key first, then the live_ one; see docs/operations.md "Going live with Mollie")',
        staging,
      ].join('\n'),
    );
  }
  const provider = named ?? 'sandbox';
  if (isProduction && provider === 'sandbox' && !override) {
    throw new ConfigError(
      [
        'Invalid configuration:',
        '  PAYMENT_PROVIDER="sandbox": refused when NODE_ENV=production (the sandbox takes no money: its page marks orders paid for free); set PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY',
        staging,
      ].join('\n'),
    );
  }
  if (provider === 'mollie' && !e.MOLLIE_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  MOLLIE_API_KEY: required with PAYMENT_PROVIDER=mollie');
  }
  return {
    paymentProvider: provider,
    mollie:
      provider === 'mollie' && e.MOLLIE_API_KEY
        ? { apiKey: e.MOLLIE_API_KEY, baseUrl: e.MOLLIE_API_URL.replace(/\/+$/, '') }
        : null,
    sandboxInProduction: isProduction && provider === 'sandbox',
  };
}

/**
 * The start message's payments line, and a warning when the sandbox runs in production: which
 * provider is live and whether money is taken, so nobody goes live on the sandbox unawares.
 */
export function paymentsStartMessage(settings: PaymentSettings): { line: string; warning: string | null } {
  if (settings.paymentProvider === 'mollie') {
    const live = settings.mollie?.apiKey.startsWith('live_') === true;
    return {
      line: live
        ? 'payments: Mollie, live key (real money is taken)'
        : 'payments: Mollie, test key (test_: no money is taken; switch MOLLIE_API_KEY to the live_ key to go live)',
      warning: null,
    };
  }
  if (!settings.sandboxInProduction) {
    return {
      line: 'payments: the built-in sandbox (no money is taken; PAYMENT_PROVIDER=mollie for real payments)',
      warning: null,
    };
  }
  return {
    line: 'payments: THE SANDBOX, IN PRODUCTION (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION)',
    warning: [
      '!!! WARNING: PAYMENT_PROVIDER=sandbox with NODE_ENV=production (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION).',
      '!!! NO MONEY IS TAKEN: every signed-in customer can mark their own orders paid, get stamps and invoices.',
      '!!! Staging only. For real payments set PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY and remove the override.',
    ].join('\n'),
  };
}
