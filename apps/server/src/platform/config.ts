import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ALL_LANGUAGES, isLanguage, type Language } from '@shortlist/domain/languages';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '@shortlist/domain/media/media-limits';
import { isValidIban } from '@shortlist/domain/orders/iban';
import type { InvoiceParty } from '@shortlist/domain/orders/invoice-lines';
import { DEMO_INVOICE_SELLER } from '@shortlist/domain/orders/invoice-seller';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
  .pipe(z.url().optional());

/**
 * Without PUBLIC_URL, links in emails point at the address the server was started on: HOST when
 * it names one (`HOST=127.0.0.1` gives `http://127.0.0.1:3000`), `localhost` when it listens on
 * every interface. The start message says which, so the visitor browses where the links lead.
 */
export function defaultPublicUrl(options: { host: string; port: number }): string {
  const any = options.host === '0.0.0.0' || options.host === '::' || options.host === '[::]';
  const host = any
    ? 'localhost'
    : options.host.includes(':') && !options.host.startsWith('[')
      ? `[${options.host}]`
      : options.host;
  return `http://${host}:${options.port}`;
}

/** The one accepted value of ALLOW_INSECURE_PUBLIC_URL: TLS ends at a proxy on this machine. */
export const INSECURE_PUBLIC_URL_OVERRIDE = 'localhost-proxy';

/** The payment providers `PAYMENT_PROVIDER` may name (`order-api/payments/create-payment-provider.ts`). */
export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * An S3-compatible store (AWS S3, MinIO, Ceph, Scaleway...). Without an access key pair the
 * SDK's own chain is used (instance role, AWS_* variables, shared files).
 */
export type S3Settings = {
  /** Unset for AWS itself; the store's URL otherwise (`https://s3.fr-par.scw.cloud`). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

export type MediaStorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

/** The account customers pay a bank transfer to (shown on the confirmation page and emailed). */
export type BankTransferAccount = { iban: string; bic: string; holder: string };

/** Outside production, a demo account (a well-formed IBAN of no real bank account) so transfer can be tried. */
export const DEMO_TRANSFER_ACCOUNT: BankTransferAccount = {
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  holder: 'Shortlist demo',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl,
  MAINTENANCE: flag(false),
  ROUTED_LANGUAGES: z
    .string()
    .default('en,fr,es')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .refine(isLanguage, { message: `each language must be one of ${ALL_LANGUAGES.join(', ')}` }),
        )
        .min(1),
    )
    .transform((value) => [...new Set(value)] as Language[]),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Shortlist <no-reply@shortlist.localhost>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(4),
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  ALLOW_INSECURE_PUBLIC_URL: z.enum([INSECURE_PUBLIC_URL_OVERRIDE, '']).optional(),
  /** Secret of the signed video URLs; random at each start when unset (links then die on restart). */
  MEDIA_URL_SECRET: z.string().min(32).optional(),
  /** Encrypts Vimeo passwords and access tokens; unset = a random one kept in DATA_DIR/video-secret.key. */
  VIDEO_SECRET_KEY: z.string().min(32).optional(),
  /** Secret of `npm run admin` (the operator API); unset = a random one kept in DATA_DIR/operator.token. */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** Minutes a signed playback URL lives (issue 13: short-lived). */
  MEDIA_URL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
  /** Tests only: lets a video import fetch from loopback (a local test server). Ignored in production. */
  VIDEO_IMPORT_ALLOW_PRIVATE: flag(false),
  /** The payment provider (DECISIONS.md): the built-in sandbox, or Mollie (with MOLLIE_API_KEY). */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  /** Mollie's API key (`test_...` or `live_...`), required with PAYMENT_PROVIDER=mollie. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'a Mollie API key starts with test_ or live_')
    .optional(),
  /** Mollie's API address; changed only by tests (a local server answering recorded responses). */
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2'),
  /** Bank transfer offered at checkout: on by default outside production, off in production unless set. */
  BANK_TRANSFER: z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']).optional(),
  TRANSFER_IBAN: z.string().optional(),
  TRANSFER_BIC: z.string().optional(),
  TRANSFER_HOLDER: z.string().optional(),
  /** The seller printed on invoices (required in production; the demo company elsewhere when unset). */
  INVOICE_SELLER_NAME: z.string().optional(),
  /** Its address lines, separated by `|` ("12 rue X|75011 Paris"). */
  INVOICE_SELLER_ADDRESS: z.string().optional(),
  INVOICE_SELLER_COUNTRY: z.string().optional(),
  INVOICE_SELLER_VAT: z.string().optional(),
  /** Company registration (e.g. "RCS Paris 123 456 789"); optional. */
  INVOICE_SELLER_REGISTRATION: z.string().optional(),
  PHOTOS_PER_FILM: z.coerce.number().int().positive().default(DEFAULT_MEDIA_LIMITS.photosPerFilm),
  PHOTOS_PER_FILM_SUPERSTAMP: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_MEDIA_LIMITS.photosPerFilmSuperStamp),
  DOCUMENTS_PER_PERSON_FILM: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_MEDIA_LIMITS.documentsPerPersonFilm),
  PHOTO_MAX_MB: z.coerce
    .number()
    .positive()
    .max(100)
    .default(DEFAULT_MEDIA_LIMITS.photoMaxBytes / 1024 / 1024),
  DOCUMENT_MAX_MB: z.coerce
    .number()
    .positive()
    .max(100)
    .default(DEFAULT_MEDIA_LIMITS.documentMaxBytes / 1024 / 1024),
  /** Where uploaded files live: `local` (DATA_DIR/media, the default) or `s3` (the S3_* settings). */
  MEDIA_STORAGE: z.enum(['local', 's3', '']).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; absent means PGlite in `pgDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgDir: string;
  mediaDir: string;
  /** Where uploaded files and video uploads in progress live: `mediaDir` or an S3 bucket. */
  mediaStorage: MediaStorageSettings;
  /** Resumable video uploads in progress (`DATA_DIR/uploads`), moved into storage when complete. */
  uploadsDir: string;
  /** Signs the short-lived playback URLs of videos. */
  mediaUrlSecret: string;
  /** Key material of Vimeo passwords and tokens at rest (`platform/crypto/secret-box.ts`); else a file in DATA_DIR. */
  videoSecretKey: string | undefined;
  /** The operator API's bearer token when configured; else `operator/operator-token.ts` keeps one in DATA_DIR. */
  operatorToken: string | undefined;
  mediaUrlMinutes: number;
  /** Video imports may fetch private addresses (tests only; always false in production). */
  videoImportAllowPrivate: boolean;
  /** Origin used in absolute links (canonical, emails), without a trailing slash. */
  publicUrl: string;
  maintenance: boolean;
  routedLanguages: Language[];
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built SPA (`apps/web/dist`). */
  webDist: string;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (rate limits, logs). */
  trustProxy: boolean;
  /** Requests per minute and per client address on every route (static build files excepted). */
  rateLimitPerMinute: number;
  /** The dev mailbox (`/dev/mailbox`, the outbox as a page) is on outside production. */
  devMailbox: boolean;
  /**
   * Browsers reach the site over https: cookies are `Secure` and HSTS is sent. Always true in
   * production (start refuses a plain-http PUBLIC_URL there), else when PUBLIC_URL is https.
   */
  secureTransport: boolean;
  /** Photos and documents: how many per film or person, how large (DECISIONS.md defaults). */
  mediaLimits: MediaLimits;
  /** The card payment provider `createPaymentProvider` builds. */
  paymentProvider: PaymentProviderName;
  /** Mollie's key and API address when `paymentProvider` is `mollie`, else null. */
  mollie: { apiKey: string; baseUrl: string } | null;
  /** The account bank transfers are paid to; null when bank transfer is not offered. */
  bankTransfer: BankTransferAccount | null;
  /** The seller printed on invoices and credit notes, kept on each order when placed. */
  invoiceSeller: InvoiceParty;
};

const DEFAULT_WEB_DIST = new URL('../../../web/dist', import.meta.url).pathname;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const value = env[name];
      return `  ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl({ host: e.HOST, port: e.PORT })).replace(/\/+$/, '');
  const https = publicUrl.startsWith('https://');
  if (isProduction && !https) {
    checkInsecurePublicUrl({ publicUrl, given: e.PUBLIC_URL, override: e.ALLOW_INSECURE_PUBLIC_URL });
  }
  const bankTransfer = bankTransferAccount(e, isProduction);
  const mediaStorage = mediaStorageSettings(e);
  const invoiceSeller = invoiceSellerOf(e, isProduction);
  if (e.PAYMENT_PROVIDER === 'mollie' && !e.MOLLIE_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  MOLLIE_API_KEY: required with PAYMENT_PROVIDER=mollie');
  }
  const seedDemo =
    e.SEED_DEMO === undefined || e.SEED_DEMO === ''
      ? !isProduction
      : ['true', '1', 'yes', 'on'].includes(e.SEED_DEMO);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgDir: resolve(dataDir, 'pg'),
    mediaDir: resolve(dataDir, 'media'),
    mediaStorage,
    uploadsDir: resolve(dataDir, 'uploads'),
    mediaUrlSecret: e.MEDIA_URL_SECRET ?? randomBytes(32).toString('hex'),
    videoSecretKey: e.VIDEO_SECRET_KEY,
    operatorToken: e.OPERATOR_TOKEN,
    mediaUrlMinutes: e.MEDIA_URL_MINUTES,
    videoImportAllowPrivate: !isProduction && e.VIDEO_IMPORT_ALLOW_PRIVATE,
    publicUrl,
    maintenance: e.MAINTENANCE,
    routedLanguages: e.ROUTED_LANGUAGES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    seedDemo,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    devMailbox: !isProduction,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    secureTransport: isProduction || https,
    mediaLimits: {
      photosPerFilm: e.PHOTOS_PER_FILM,
      photosPerFilmSuperStamp: e.PHOTOS_PER_FILM_SUPERSTAMP,
      documentsPerPersonFilm: e.DOCUMENTS_PER_PERSON_FILM,
      photoMaxBytes: Math.round(e.PHOTO_MAX_MB * 1024 * 1024),
      documentMaxBytes: Math.round(e.DOCUMENT_MAX_MB * 1024 * 1024),
    },
    paymentProvider: e.PAYMENT_PROVIDER,
    mollie:
      e.PAYMENT_PROVIDER === 'mollie' && e.MOLLIE_API_KEY
        ? { apiKey: e.MOLLIE_API_KEY, baseUrl: e.MOLLIE_API_URL.replace(/\/+$/, '') }
        : null,
    bankTransfer,
    invoiceSeller,
  };
}

/**
 * The seller of the invoices from INVOICE_SELLER_* (name, address lines separated by `|`, ISO
 * country code, VAT number, optional registration). In production the first four are required:
 * an invoice with the demo company on it is not an invoice. Elsewhere the demo company fills
 * what is unset (development and tests).
 */
function invoiceSellerOf(
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

/**
 * Bank transfer is offered when BANK_TRANSFER says so (default: on outside production, off in
 * production). Outside production the demo account fills what is unset; in production an offered
 * transfer needs its real IBAN, BIC and holder, and a mistyped IBAN stops the start.
 */
function bankTransferAccount(
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
    problems.push(`  TRANSFER_IBAN=${JSON.stringify(iban)}: not a valid IBAN (checksum)`);
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    problems.push(`  TRANSFER_BIC=${JSON.stringify(bic)}: not a valid BIC (8 or 11 characters)`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    iban: iban ?? DEMO_TRANSFER_ACCOUNT.iban,
    bic: bic ?? DEMO_TRANSFER_ACCOUNT.bic,
    holder: holder ?? DEMO_TRANSFER_ACCOUNT.holder,
  };
}

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * MEDIA_STORAGE=s3 needs its bucket and region, and an access key comes with its secret. A
 * half-set configuration stops the start rather than quietly writing films to the local disk of
 * one instance: S3_* values without MEDIA_STORAGE=s3 are refused too.
 */
function mediaStorageSettings(
  e: { MEDIA_STORAGE?: string | undefined; S3_FORCE_PATH_STYLE: boolean } & Partial<
    Record<(typeof S3_NAMES)[number], string | boolean>
  >,
): MediaStorageSettings {
  const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (e.MEDIA_STORAGE !== 's3') {
    const stray = S3_NAMES.filter((name) => name !== 'S3_FORCE_PATH_STYLE' && given(e[name]));
    if (stray.length === 0) return { kind: 'local' };
    throw new ConfigError(
      `Invalid configuration:\n  ${stray.join(', ')}: set, but MEDIA_STORAGE is not s3 (set MEDIA_STORAGE=s3 to use the bucket, or unset them)`,
    );
  }
  const problems: string[] = [];
  const region = given(e.S3_REGION);
  const bucket = given(e.S3_BUCKET);
  const accessKeyId = given(e.S3_ACCESS_KEY_ID);
  const secretAccessKey = given(e.S3_SECRET_ACCESS_KEY);
  if (!bucket) problems.push('  S3_BUCKET: required when MEDIA_STORAGE=s3');
  if (!region)
    problems.push('  S3_REGION: required when MEDIA_STORAGE=s3 (any value, e.g. us-east-1, for MinIO)');
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      `  S3_BUCKET=${JSON.stringify(bucket)}: not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)`,
    );
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push(
      `  ${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: required with ${accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} (set both, or neither to use the SDK's credential chain)`,
    );
  }
  if (problems.length > 0 || !bucket || !region) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    kind: 's3',
    s3: {
      endpoint: given(e.S3_ENDPOINT),
      region,
      bucket,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/**
 * In production a plain-http PUBLIC_URL would silently drop `Secure` cookies and HSTS, so start
 * stops, unless TLS ends at a proxy on this machine and says so by name.
 */
function checkInsecurePublicUrl(options: {
  publicUrl: string;
  given: string | undefined;
  override: string | undefined;
}): void {
  const host = new URL(options.publicUrl).hostname;
  if (options.override === INSECURE_PUBLIC_URL_OVERRIDE && LOCAL_HOSTS.has(host)) return;
  const value = options.given === undefined ? ' (unset)' : `=${JSON.stringify(options.given)}`;
  const lines = [
    'Invalid configuration:',
    `  PUBLIC_URL${value}: must be an https:// address when NODE_ENV=production (session cookies are Secure, HSTS is on)`,
  ];
  if (options.override === INSECURE_PUBLIC_URL_OVERRIDE) {
    lines.push(
      `  ALLOW_INSECURE_PUBLIC_URL=${INSECURE_PUBLIC_URL_OVERRIDE}: only accepted when PUBLIC_URL's host is localhost, 127.0.0.1 or [::1], not ${JSON.stringify(host)}`,
    );
  } else {
    lines.push(
      `  (behind a TLS-terminating proxy on this machine, set ALLOW_INSECURE_PUBLIC_URL=${INSECURE_PUBLIC_URL_OVERRIDE} with a localhost PUBLIC_URL)`,
    );
  }
  throw new ConfigError(lines.join('\n'));
}
