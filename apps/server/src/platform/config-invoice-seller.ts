import type { InvoiceParty } from '@shortlist/domain/orders/invoice-lines';
import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { ConfigError } from './config-error.ts';

/**
 * The seller of the invoices from INVOICE_SELLER_* (name, address lines separated by `|`, ISO
 * country code, VAT number, optional registration). In production the first four are required:
 * an invoice with the demo company on it is not an invoice. Elsewhere the demo company fills
 * what is unset (development and tests).
 */
export function invoiceSellerOf(
  e: Partial<
    Record<
      | 'INVOICE_SELLER_NAME'
      | 'INVOICE_SELLER_ADDRESS'
      | 'INVOICE_SELLER_COUNTRY'
      | 'INVOICE_SELLER_VAT'
      | 'INVOICE_SELLER_REGISTRATION',
      string
    >
  >,
  isProduction: boolean,
): InvoiceParty {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const name = given(e.INVOICE_SELLER_NAME);
  const addressLines = given(e.INVOICE_SELLER_ADDRESS)
    ?.split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  const country = given(e.INVOICE_SELLER_COUNTRY)?.toUpperCase();
  const vat = given(e.INVOICE_SELLER_VAT)?.replace(/\s+/g, '').toUpperCase();
  const registration = given(e.INVOICE_SELLER_REGISTRATION);
  const problems: string[] = [];
  if (isProduction) {
    for (const [variable, value] of [
      ['INVOICE_SELLER_NAME', name],
      ['INVOICE_SELLER_ADDRESS', addressLines?.length ? addressLines : undefined],
      ['INVOICE_SELLER_COUNTRY', country],
      ['INVOICE_SELLER_VAT', vat],
    ] as const) {
      if (!value)
        problems.push(`  ${variable}: required in production (the seller printed on every invoice)`);
    }
  }
  if (country && !/^[A-Z]{2}$/.test(country)) {
    problems.push(`  INVOICE_SELLER_COUNTRY=${JSON.stringify(country)}: a two-letter ISO country code`);
  }
  if (vat && !/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat)) {
    problems.push(`  INVOICE_SELLER_VAT=${JSON.stringify(vat)}: a VAT number with its country prefix`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const demo = DEMO_INVOICE_SELLER;
  return {
    name: name ?? demo.name,
    addressLines: addressLines?.length ? addressLines : demo.addressLines,
    countryIso2: country ?? demo.countryIso2,
    vatNumber: vat ?? demo.vatNumber,
    registration: registration ?? (name ? null : demo.registration),
    isCompany: true,
  };
}
