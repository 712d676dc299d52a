import { isValidBic, isValidIban } from '@shortlist/domain/orders/iban';
import { ConfigError } from './config-error.ts';

/** The account customers pay a bank transfer to (shown on the confirmation page and emailed). */
export type BankTransferAccount = { iban: string; bic: string; holder: string };

/** Outside production, a demo account (a well-formed IBAN of no real bank account) so transfer can be tried. */
export const DEMO_TRANSFER_ACCOUNT: BankTransferAccount = {
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  holder: 'Shortlist demo',
};

/**
 * Bank transfer is offered when BANK_TRANSFER says so (default: on outside production, off in
 * production). Outside production the demo account fills what is unset; in production an offered
 * transfer needs its real IBAN, BIC and holder, and a mistyped IBAN stops the start.
 */
export function bankTransferAccount(
  e: { BANK_TRANSFER?: string | undefined } & Partial<
    Record<'TRANSFER_IBAN' | 'TRANSFER_BIC' | 'TRANSFER_HOLDER', string>
  >,
  isProduction: boolean,
): BankTransferAccount | null {
  const offered =
    e.BANK_TRANSFER === undefined || e.BANK_TRANSFER === ''
      ? !isProduction
      : ['true', '1', 'yes', 'on'].includes(e.BANK_TRANSFER);
  if (!offered) return null;
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const iban = given(e.TRANSFER_IBAN)?.replace(/\s+/g, '').toUpperCase();
  const bic = given(e.TRANSFER_BIC)?.replace(/\s+/g, '').toUpperCase();
  const holder = given(e.TRANSFER_HOLDER);
  const problems: string[] = [];
  if (isProduction) {
    for (const [name, value] of [
      ['TRANSFER_IBAN', iban],
      ['TRANSFER_BIC', bic],
      ['TRANSFER_HOLDER', holder],
    ] as const) {
      if (!value)
        problems.push(`  ${name}: required in production when bank transfer is offered (BANK_TRANSFER=on)`);
    }
  }
  if (iban && !isValidIban(iban))
    problems.push(`  TRANSFER_IBAN=${JSON.stringify(iban)}: not a valid IBAN (country format, checksum)`);
  if (bic && !isValidBic(bic)) {
    problems.push(
      `  TRANSFER_BIC=${JSON.stringify(bic)}: not a valid BIC (8 or 11 characters, a known country)`,
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    iban: iban ?? DEMO_TRANSFER_ACCOUNT.iban,
    bic: bic ?? DEMO_TRANSFER_ACCOUNT.bic,
    holder: holder ?? DEMO_TRANSFER_ACCOUNT.holder,
  };
}
