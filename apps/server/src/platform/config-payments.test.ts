import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsStartMessage, SANDBOX_IN_PRODUCTION_OVERRIDE } from './config.ts';

/** Production without its payment settings (https PUBLIC_URL, invoice seller). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shortlist.example',
  INVOICE_SELLER_NAME: 'Shortlist SAS',
  INVOICE_SELLER_ADDRESS: '8 rue de Charonne|75011 Paris',
  INVOICE_SELLER_COUNTRY: 'FR',
  INVOICE_SELLER_VAT: 'FR40123456824',
};
const LIVE_KEY = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const TEST_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('payment settings (docs/decisions.md "Production payments")', () => {
  it('keeps the sandbox as the default outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV }), NODE_ENV).toMatchObject({
        paymentProvider: 'sandbox',
        mollie: null,
        sandboxInProduction: false,
      });
    }
    expect(loadConfig({ PAYMENT_PROVIDER: '' }).paymentProvider).toBe('sandbox');
  });

  it('refuses to start in production without a real provider, naming PAYMENT_PROVIDER and MOLLIE_API_KEY', () => {
    const unset = () => loadConfig(PRODUCTION);
    expect(unset).toThrow(ConfigError);
    expect(unset).toThrow(/PAYMENT_PROVIDER \(unset\): required when NODE_ENV=production/);
    expect(unset).toThrow(/PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: '' })).toThrow(/PAYMENT_PROVIDER \(unset\)/);
    const sandbox = () => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' });
    expect(sandbox).toThrow(/PAYMENT_PROVIDER="sandbox": refused when NODE_ENV=production/);
    expect(sandbox).toThrow(/ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=i-understand-no-money-is-taken/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie' })).toThrow(
      /MOLLIE_API_KEY: required with PAYMENT_PROVIDER=mollie/,
    );
    // The override alone does not choose the sandbox: production names its provider.
    expect(() =>
      loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: SANDBOX_IN_PRODUCTION_OVERRIDE }),
    ).toThrow(/PAYMENT_PROVIDER \(unset\)/);
  });

  it('starts in production on Mollie with its key', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: LIVE_KEY })).toMatchObject(
      {
        paymentProvider: 'mollie',
        mollie: { apiKey: LIVE_KEY, baseUrl: 'https://api.mollie.com/v2' },
        sandboxInProduction: false,
      },
    );
  });

  it('runs the sandbox in production only behind the loudly named staging override', () => {
    const staging = {
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: SANDBOX_IN_PRODUCTION_OVERRIDE,
    };
    expect(loadConfig(staging)).toMatchObject({ paymentProvider: 'sandbox', sandboxInProduction: true });
    expect(() => loadConfig({ ...staging, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION="yes"/,
    );
  });

  it('says in the start message which provider is live, and warns loudly of the sandbox in production', () => {
    const message = (env: Record<string, string>) => paymentsStartMessage(loadConfig(env));
    expect(message({})).toEqual({ line: expect.stringMatching(/built-in sandbox.*no money/), warning: null });
    expect(message({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: LIVE_KEY })).toEqual({
      line: expect.stringMatching(/Mollie, live key/),
      warning: null,
    });
    expect(message({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: TEST_KEY }).line).toMatch(
      /Mollie, test key.*no money is taken/,
    );
    const staging = message({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: SANDBOX_IN_PRODUCTION_OVERRIDE,
    });
    expect(staging.line).toMatch(/SANDBOX, IN PRODUCTION/);
    expect(staging.warning).toMatch(/WARNING[\s\S]*NO MONEY IS TAKEN[\s\S]*Staging only/);
  });
});
