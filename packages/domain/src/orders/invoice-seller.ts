import type { InvoiceParty } from './invoice-lines.ts';

/**
 * The seller printed on every invoice and credit note (docs/decisions.md "Invoice seller"). A
 * constant, not configuration: an issued document keeps the seller it was issued with (it is
 * copied into `facture.Document`), and a change of company details is a code change reviewed
 * like any other. The values are the demo company's.
 */
export const INVOICE_SELLER: InvoiceParty = {
  name: 'Shortlist SAS',
  addressLines: ['12 rue des Festivals', '75011 Paris'],
  countryIso2: 'FR',
  vatNumber: 'FR40123456824',
  registration: 'RCS Paris 123 456 824',
  isCompany: true,
};
