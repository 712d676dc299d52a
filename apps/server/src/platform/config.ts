import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEFAULT_SUPPORT_TIME_ZONE } from '@shortlist/domain/help/help-values';
import { ALL_LANGUAGES, isLanguage, type Language } from '@shortlist/domain/languages';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '@shortlist/domain/media/media-limits';
import type { InvoiceParty } from '@shortlist/domain/orders/invoice-lines';
import { z } from 'zod';
import { type BankTransferAccount, bankTransferAccount } from './config-bank-transfer.ts';
import { checkCluster } from './config-cluster.ts';
import { ConfigError } from './config-error.ts';
import { invoiceSellerOf } from './config-invoice-seller.ts';
import { type MediaStorageSettings, mediaStorageSettings } from './config-media-storage.ts';
import {
  PAYMENT_PROVIDERS,
  type PaymentSettings,
  paymentSettings,
  SANDBOX_IN_PRODUCTION_OVERRIDE,
} from './config-payments.ts';
import { type PhotoIntakeSettings, photoIntakeSettings } from './config-photo-intake.ts';
import { type VimeoSettings, vimeoSettings } from './config-vimeo.ts';

// The settings of each area are read and checked in their own files; what callers import from
// here stays here.
export { type BankTransferAccount, DEMO_TRANSFER_ACCOUNT } from './config-bank-transfer.ts';
export { ConfigError } from './config-error.ts';
export type { MediaStorageSettings, S3Settings } from './config-media-storage.ts';
export {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  paymentsStartMessage,
  SANDBOX_IN_PRODUCTION_OVERRIDE,
} from './config-payments.ts';
export type { PhotoIntakeSettings } from './config-photo-intake.ts';

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
  SUPPORT_TIME_ZONE: z
    .string()
    .default(DEFAULT_SUPPORT_TIME_ZONE)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Pacific/Noumea or Europe/Paris' }),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Shortlist <no-reply@shortlist.localhost>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(4),
  FESTIVAL_CHANGES_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag(false),
  /** Several instances on one database: refuses settings that only work for one (config-cluster.ts). */
  CLUSTER: flag(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  /** Where rate limits are counted: this process (`memory`) or the database (`database`, several instances). */
  RATE_LIMIT_STORE: z.enum(['memory', 'database', '']).optional(),
  ALLOW_INSECURE_PUBLIC_URL: z.enum([INSECURE_PUBLIC_URL_OVERRIDE, '']).optional(),
  /** Secret of the signed video URLs; random at each start when unset (links then die on restart). */
  MEDIA_URL_SECRET: z.string().min(32).optional(),
  /** Encrypts Vimeo passwords and access tokens; unset = a random one kept in DATA_DIR/video-secret.key. */
  VIDEO_SECRET_KEY: z.string().min(32).optional(),
  /** Secret of `npm run admin` (the operator API); unset = a random one kept in DATA_DIR/operator.token. */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** Bearer token of `GET /metrics` (Prometheus); unset, the endpoint does not exist. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Minutes a signed playback URL lives (issue 13: short-lived). */
  MEDIA_URL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
  /** "Connect my Vimeo account": a Vimeo API app's client id and secret (both or neither). */
  VIMEO_CLIENT_ID: z.string().optional(),
  VIMEO_CLIENT_SECRET: z.string().optional(),
  /** Vimeo's API address; changed only by tests (a local server answering the token exchange). */
  VIMEO_API_URL: z.url().default('https://api.vimeo.com'),
  /** Tests only: lets a video import fetch from loopback (a local test server). Ignored in production. */
  VIDEO_IMPORT_ALLOW_PRIVATE: flag(false),
  /** Hours a video import may take at most (issue 29); under a day, when unfinished uploads are cleaned. */
  VIDEO_IMPORT_HOURS: z.coerce.number().positive().max(20).default(6),
  /**
   * The payment provider (docs/decisions.md "Production payments"): Mollie (with MOLLIE_API_KEY), or the
   * built-in sandbox, the default outside production and refused in production unless overridden.
   */
  PAYMENT_PROVIDER: z.enum([...PAYMENT_PROVIDERS, '']).optional(),
  /** Staging only: lets PAYMENT_PROVIDER=sandbox run with NODE_ENV=production (no money is taken). */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: z.enum([SANDBOX_IN_PRODUCTION_OVERRIDE, '']).optional(),
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
  /** Image jobs processed at once (issue 29); unset = half the cores. */
  IMAGE_JOBS: z.coerce.number().int().positive().max(64).optional(),
  /** Image jobs waiting beyond those before uploads answer 503 IMAGE_QUEUE_FULL. */
  IMAGE_JOBS_WAITING: z.coerce.number().int().min(0).default(8),
  /** Photo uploads processed per account and minute, per instance (429 RATE_LIMITED beyond). */
  PHOTO_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
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
  /** `GET /metrics` answers a scraper that sends it as a bearer token; undefined: no endpoint. */
  metricsToken: string | undefined;
  /** Several instances share one database (`CLUSTER=on`). */
  cluster: boolean;
  mediaUrlMinutes: number;
  /** The Vimeo app of "Connect my Vimeo account"; null hides the button. */
  vimeo: VimeoSettings | null;
  /** Video imports may fetch private addresses (tests only; always false in production). */
  videoImportAllowPrivate: boolean;
  /** The deadline of a video import, in hours (`VIDEO_IMPORT_HOURS`). */
  videoImportHours: number;
  /** Origin used in absolute links (canonical, emails), without a trailing slash. */
  publicUrl: string;
  maintenance: boolean;
  routedLanguages: Language[];
  /** The zone of the support hours (docs/decisions.md "Support hours"; default Pacific/Noumea). */
  supportTimeZone: string;
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
  /** Where rate limits are counted (`RATE_LIMIT_STORE`; `database` by default with CLUSTER=on). */
  rateLimitStore: 'memory' | 'database';
  /** The dev mailbox (`/dev/mailbox`, the outbox as a page) is on outside production. */
  devMailbox: boolean;
  /**
   * Browsers reach the site over https: cookies are `Secure` and HSTS is sent. Always true in
   * production (start refuses a plain-http PUBLIC_URL there), else when PUBLIC_URL is https.
   */
  secureTransport: boolean;
  /** Photos and documents: how many per film or person, how large (docs/decisions.md defaults). */
  mediaLimits: MediaLimits;
  /** Uploaded photos' processing: jobs at once, waiting, uploads per account and minute (issue 29). */
  photoIntake: PhotoIntakeSettings;
  /**
   * How often each app server reads the festivals' public version (`festival-changes.ts`) and
   * forgets its festival caches when it moved: 250 ms, so an edit shows on every server within
   * a second; 0 turns it off (tests, unless they set it: their caches are their own).
   */
  festivalChangesIntervalMs: number;
  /** The card payment provider, Mollie's settings, the sandbox in production (`config-payments.ts`). */
  paymentProvider: PaymentSettings['paymentProvider'];
  mollie: PaymentSettings['mollie'];
  sandboxInProduction: PaymentSettings['sandboxInProduction'];
  /** The account bank transfers are paid to; null when bank transfer is not offered. */
  bankTransfer: BankTransferAccount | null;
  /** The seller printed on invoices and credit notes, kept on each order when placed. */
  invoiceSeller: InvoiceParty;
};

const DEFAULT_WEB_DIST = new URL('../../../web/dist', import.meta.url).pathname;

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
  checkCluster(e);
  const bankTransfer = bankTransferAccount(e, isProduction);
  const mediaStorage = mediaStorageSettings(e);
  const invoiceSeller = invoiceSellerOf(e, isProduction);
  const payments = paymentSettings(e, isProduction);
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
    metricsToken: e.METRICS_TOKEN,
    cluster: e.CLUSTER,
    mediaUrlMinutes: e.MEDIA_URL_MINUTES,
    vimeo: vimeoSettings(e),
    videoImportAllowPrivate: !isProduction && e.VIDEO_IMPORT_ALLOW_PRIVATE,
    videoImportHours: e.VIDEO_IMPORT_HOURS,
    publicUrl,
    maintenance: e.MAINTENANCE,
    routedLanguages: e.ROUTED_LANGUAGES,
    supportTimeZone: e.SUPPORT_TIME_ZONE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    festivalChangesIntervalMs: e.FESTIVAL_CHANGES_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 250),
    seedDemo,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    devMailbox: !isProduction,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitStore: e.RATE_LIMIT_STORE || (e.CLUSTER ? 'database' : 'memory'),
    secureTransport: isProduction || https,
    mediaLimits: {
      photosPerFilm: e.PHOTOS_PER_FILM,
      photosPerFilmSuperStamp: e.PHOTOS_PER_FILM_SUPERSTAMP,
      documentsPerPersonFilm: e.DOCUMENTS_PER_PERSON_FILM,
      photoMaxBytes: Math.round(e.PHOTO_MAX_MB * 1024 * 1024),
      documentMaxBytes: Math.round(e.DOCUMENT_MAX_MB * 1024 * 1024),
    },
    ...payments,
    photoIntake: photoIntakeSettings(e),
    bankTransfer,
    invoiceSeller,
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

/** Whether Intl knows the zone (`Europe/Paris`, `UTC`): an unknown one throws there. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
