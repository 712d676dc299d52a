/**
 * What a production start needs besides an https PUBLIC_URL (the invoice seller), for tests that
 * start the app with NODE_ENV=production.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shortlist.example',
  INVOICE_SELLER_NAME: 'Shortlist Test SAS',
  INVOICE_SELLER_ADDRESS: '1 rue des Tests|75011 Paris',
  INVOICE_SELLER_COUNTRY: 'FR',
  INVOICE_SELLER_VAT: 'FR40123456824',
} as const;
