import type { MoneyMethod } from '@shortlist/domain/orders/api-contracts';
import type { BankTransferAccount } from '../../platform/config.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The money methods this server takes now (the provider's hosted-page methods, and bank transfer): what `GET payments/status` tells the checkout and
 * what `place` accepts, from one list, so the page never offers a method the server refuses.
 * Bank transfer needs its account in the configuration (`BANK_TRANSFER`, `TRANSFER_*`).
 */
export function availableMethods(options: {
  provider: Pick<PaymentProvider, 'methods'>;
  bankTransfer: BankTransferAccount | null;
}): MoneyMethod[] {
  return [...options.provider.methods, ...(options.bankTransfer ? (['bankTransfer'] as const) : [])];
}
