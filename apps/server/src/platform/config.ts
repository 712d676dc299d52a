import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ALL_LANGUAGES, isLanguage, type Language } from '@shortlist/domain/languages';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from '@shortlist/domain/media/media-limits';
import { isValidIban } from '@shortlist/domain/orders/iban';
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
  /** Resumable video uploads in progress (`DATA_DIR/uploads`), moved into storage when complete. */
  uploadsDir: string;
  /** Signs the short-lived playback URLs of videos. */
  mediaUrlSecret: string;
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
    uploadsDir: resolve(dataDir, 'uploads'),
    mediaUrlSecret: e.MEDIA_URL_SECRET ?? randomBytes(32).toString('hex'),
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
