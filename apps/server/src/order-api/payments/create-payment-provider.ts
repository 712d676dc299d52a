import type { Db } from '@shortlist/db/client';
import type { Config } from '../../platform/config.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * The one place a payment provider is built (the order API's routes and the expiry job both ask
 * here), chosen by `PAYMENT_PROVIDER`: the built-in sandbox, or Mollie with `MOLLIE_API_KEY`.
 * The switch is exhaustive over `PAYMENT_PROVIDERS`.
 */
export function createPaymentProvider(
  config: Pick<Config, 'paymentProvider' | 'publicUrl' | 'mollie'>,
  db: Db,
): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ db, publicUrl: config.publicUrl });
    case 'mollie':
      // The config refuses `mollie` without MOLLIE_API_KEY, so `mollie` is set here.
      if (!config.mollie) throw new Error('PAYMENT_PROVIDER=mollie without MOLLIE_API_KEY');
      return createMollieProvider(config.mollie);
  }
}
