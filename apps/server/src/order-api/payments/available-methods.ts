import type { MoneyMethod } from '@shortlist/domain/orders/api-contracts';
import type { BankTransferAccount } from '../../platform/config.ts';

/**
 * The money methods this server takes now: what `GET payments/status` tells the checkout and
 * what `place` accepts, from one list, so the page never offers a method the server refuses.
 * Bank transfer needs its account in the configuration (`BANK_TRANSFER`, `TRANSFER_*`).
 */
export function availableMethods(options: { bankTransfer: BankTransferAccount | null }): MoneyMethod[] {
  return options.bankTransfer ? ['creditCard', 'bankTransfer'] : ['creditCard'];
}
