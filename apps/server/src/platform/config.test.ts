import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_TRANSFER_ACCOUNT, loadConfig } from './config.ts';

const SELLER = {
  INVOICE_SELLER_NAME: 'Shortlist SAS',
  INVOICE_SELLER_ADDRESS: '8 rue de Charonne | 75011 Paris',
  INVOICE_SELLER_COUNTRY: 'fr',
  INVOICE_SELLER_VAT: 'fr 40 123456824',
};
/** A real provider, as production requires (`config-payments.test.ts`). */
const MOLLIE = { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' };
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shortlist.example', ...SELLER, ...MOLLIE };

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      maintenance: false,
      routedLanguages: ['en', 'fr', 'es'],
      smtpUrl: undefined,
      sessionIdleMinutes: 60,
      sessionMaxHours: 4,
      seedDemo: true,
      devMailbox: true,
      supportTimeZone: 'Pacific/Noumea',
    });
    expect(config.pgDir).toMatch(/data\/pg$/);
    expect(config.mediaDir).toMatch(/data\/media$/);
  });

  it('prints the configured seller on invoices; production refuses to start without it', () => {
    expect(loadConfig({}).invoiceSeller).toEqual(DEMO_INVOICE_SELLER);
    expect(loadConfig(PRODUCTION).invoiceSeller).toEqual({
      name: 'Shortlist SAS',
      addressLines: ['8 rue de Charonne', '75011 Paris'],
      countryIso2: 'FR',
      vatNumber: 'FR40123456824',
      registration: null,
      isCompany: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shortlist.example' })).toThrow(
      /INVOICE_SELLER_NAME: required in production[\s\S]*INVOICE_SELLER_ADDRESS: required[\s\S]*INVOICE_SELLER_COUNTRY: required[\s\S]*INVOICE_SELLER_VAT: required/,
    );
    expect(() => loadConfig({ INVOICE_SELLER_COUNTRY: 'France' })).toThrow(/INVOICE_SELLER_COUNTRY="FRANCE"/);
    expect(() => loadConfig({ INVOICE_SELLER_VAT: '123' })).toThrow(/INVOICE_SELLER_VAT="123"/);
  });

  it('takes Mollie only with its API key, talking to api.mollie.com unless told otherwise', () => {
    expect(loadConfig({}).mollie).toBeNull();
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'sk_live_123' })).toThrow(
      /MOLLIE_API_KEY/,
    );
    const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: key })).toMatchObject({
      paymentProvider: 'mollie',
      mollie: { apiKey: key, baseUrl: 'https://api.mollie.com/v2' },
    });
  });

  it('offers bank transfer to a demo account outside production, off in production unless asked', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', bankTransfer: DEMO_TRANSFER_ACCOUNT });
    expect(loadConfig({ BANK_TRANSFER: 'off' }).bankTransfer).toBeNull();
    expect(loadConfig(PRODUCTION).bankTransfer).toBeNull();
    expect(() => loadConfig({ ...PRODUCTION, BANK_TRANSFER: 'on' })).toThrow(
      /TRANSFER_IBAN: required in production[\s\S]*TRANSFER_BIC: required[\s\S]*TRANSFER_HOLDER: required/,
    );
    const account = {
      TRANSFER_IBAN: 'de89 3704 0044 0532 0130 00',
      TRANSFER_BIC: 'cobadeffxxx',
      TRANSFER_HOLDER: 'Shortlist SAS',
    };
    expect(loadConfig({ ...PRODUCTION, BANK_TRANSFER: 'on', ...account }).bankTransfer).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      holder: 'Shortlist SAS',
    });
    expect(() => loadConfig({ ...account, TRANSFER_IBAN: 'DE88370400440532013000' })).toThrow(
      /TRANSFER_IBAN="DE88370400440532013000": not a valid IBAN/,
    );
    expect(() => loadConfig({ ...account, TRANSFER_BIC: 'BANK' })).toThrow(
      /TRANSFER_BIC="BANK": not a valid BIC/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('turns the demo and the mailbox off in production unless asked', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ seedDemo: false, devMailbox: false });
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads values and derives the public URL from the port', () => {
    const config = loadConfig({
      PORT: '8080',
      MAINTENANCE: 'true',
      ROUTED_LANGUAGES: 'fr, en,it',
      DATABASE_URL: 'postgres://u@db:5432/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      maintenance: true,
      routedLanguages: ['fr', 'en', 'it'],
      databaseUrl: 'postgres://u@db:5432/x',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://shortlist.example/' }).publicUrl).toBe(
      'https://shortlist.example',
    );
  });

  it('points email links at the address the server was started on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ HOST: '::1', PORT: '3100' }).publicUrl).toBe('http://[::1]:3100');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });

  it("takes the support hours' time zone only as an IANA zone name", () => {
    expect(loadConfig({ SUPPORT_TIME_ZONE: 'Europe/Paris' }).supportTimeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ SUPPORT_TIME_ZONE: 'Paris' })).toThrow(
      /SUPPORT_TIME_ZONE="Paris".*IANA time zone/s,
    );
  });

  it('fails with a message naming every bad variable', () => {
    const load = () => loadConfig({ PORT: 'abc', ROUTED_LANGUAGES: 'en,de', MAINTENANCE: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="abc"/);
    expect(load).toThrow(/ROUTED_LANGUAGES/);
    expect(load).toThrow(/MAINTENANCE/);
  });

  it('refuses to start in production unless PUBLIC_URL is https, naming the variable', () => {
    const load = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'production', ...SELLER, ...env });
    expect(load({})).toThrow(ConfigError);
    expect(load({})).toThrow(/PUBLIC_URL \(unset\): must be an https:\/\/ address when NODE_ENV=production/);
    expect(load({ PUBLIC_URL: 'http://shortlist.example' })).toThrow(
      /PUBLIC_URL="http:\/\/shortlist.example"/,
    );
    expect(load({ PUBLIC_URL: 'http://shortlist.example' })).toThrow(
      /ALLOW_INSECURE_PUBLIC_URL=localhost-proxy/,
    );
    expect(loadConfig(PRODUCTION)).toMatchObject({
      secureTransport: true,
      publicUrl: 'https://shortlist.example',
    });
  });

  it('accepts a plain-http localhost PUBLIC_URL in production only with the named proxy override', () => {
    const proxied = {
      NODE_ENV: 'production',
      ALLOW_INSECURE_PUBLIC_URL: 'localhost-proxy',
      ...SELLER,
      ...MOLLIE,
    };
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadConfig({ ...proxied, PUBLIC_URL: url }).secureTransport, url).toBe(true);
    }
    expect(loadConfig({ ...proxied, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    const remote = () => loadConfig({ ...proxied, PUBLIC_URL: 'http://shortlist.example' });
    expect(remote).toThrow(
      /ALLOW_INSECURE_PUBLIC_URL=localhost-proxy: only accepted when PUBLIC_URL's host is localhost/,
    );
    expect(() => loadConfig({ ...proxied, ALLOW_INSECURE_PUBLIC_URL: 'yes' })).toThrow(
      /ALLOW_INSECURE_PUBLIC_URL="yes"/,
    );
  });

  it('keeps plain http outside production, Secure only on an https PUBLIC_URL', () => {
    expect(loadConfig({}).secureTransport).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shortlist.example' }).secureTransport).toBe(
      true,
    );
  });

  it('keeps media on the local disk by default and reads a whole S3 configuration', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'local' });
    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'shortlist-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(s3).mediaStorage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'shortlist-media',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    // No key pair: the SDK's credential chain (an instance role) is used.
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, S3_ENDPOINT: _endpoint, ...role } = s3;
    expect(loadConfig(role).mediaStorage).toMatchObject({ kind: 's3', s3: { credentials: undefined } });
  });

  it('refuses to start with a half-set S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required when MEDIA_STORAGE=s3[\s\S]*S3_REGION: required/,
    );
    expect(() =>
      loadConfig({
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
      }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/);
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'Media_Files', S3_REGION: 'eu-west-3' }),
    ).toThrow(/S3_BUCKET="Media_Files": not a bucket name/);
    // S3 settings without MEDIA_STORAGE=s3 would silently keep films on one machine's disk.
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET: set, but MEDIA_STORAGE is not s3/);
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(ConfigError);
  });
});
