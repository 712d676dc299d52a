/**
 * What a production start needs besides an https PUBLIC_URL (the invoice seller, a real payment
 * provider), for tests that start the app with NODE_ENV=production. Mollie with a test key at an
 * address nothing listens on: production's routes without the sandbox's, and no call ever leaves
 * this machine (one would answer PAYMENT_PROVIDER_UNAVAILABLE).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shortlist.example',
  INVOICE_SELLER_NAME: 'Shortlist Test SAS',
  INVOICE_SELLER_ADDRESS: '1 rue des Tests|75011 Paris',
  INVOICE_SELLER_COUNTRY: 'FR',
  INVOICE_SELLER_VAT: 'FR40123456824',
  PAYMENT_PROVIDER: 'mollie',
  MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
  MOLLIE_API_URL: 'http://127.0.0.1:9/v2',
} as const;
