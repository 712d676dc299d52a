import type { InvoiceParty } from './invoice-lines.ts';

/**
 * The demo company printed as seller on invoices and credit notes outside production when the
 * INVOICE_SELLER_* settings are unset (docs/operations.md, docs/decisions.md "Invoice seller").
 * The real seller comes from the configuration (`config.invoiceSeller`), is kept on each order
 * when placed and copied into each issued document, so a later change never alters one.
 */
export const DEMO_INVOICE_SELLER: InvoiceParty = {
  name: 'Shortlist SAS',
  addressLines: ['12 rue des Festivals', '75011 Paris'],
  countryIso2: 'FR',
  vatNumber: 'FR40123456824',
  registration: 'RCS Paris 123 456 824',
  isCompany: true,
};
