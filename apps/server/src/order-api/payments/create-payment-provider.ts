import type { Db } from '@shortlist/db/client';
import type { Config } from '../../platform/config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * The one place a payment provider is built (the order API's routes and the expiry job both ask
 * here), chosen by `PAYMENT_PROVIDER`. The switch is exhaustive over `PAYMENT_PROVIDERS`: the
 * Mollie adapter joins that list and gets its case here (with its API key in the config).
 */
export function createPaymentProvider(
  config: Pick<Config, 'paymentProvider' | 'publicUrl'>,
  db: Db,
): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ db, publicUrl: config.publicUrl });
  }
}
