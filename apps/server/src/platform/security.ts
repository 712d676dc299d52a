import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { videoFrameOrigins } from '@shortlist/domain/help/video-embed';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { type SharedCounters, sharedRateLimitStore } from './rate-limit-store.ts';

/**
 * Hashed build files never change and browsers cache them for a year: counting them would only
 * spend a first visit's allowance on its scripts, so they are not limited.
 */
function isBuildAsset(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/assets/');
}

/**
 * Headers that only a document (or a worker's script) reads: a hashed build file (script,
 * stylesheet, font, image) gains nothing from them. Over HTTP/1.1 each is resent with every file,
 * about 0.6 KB a file, so a public page's 15-18 scripts carried some 10 KB of them: the
 * JavaScript Lighthouse counts as transferred (issue 11). `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy` stay: browsers read them on scripts and styles. The service
 * worker is not under `/assets/`, so it keeps its CSP.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'content-language',
  'x-request-id',
  'permissions-policy',
] as const;

const VIMEO_PLAYER = '"https://player.vimeo.com"';
/** The help tutorials' players (issue 36) may go fullscreen too; Vimeo's is already listed. */
const TUTORIAL_PLAYERS = videoFrameOrigins()
  .filter((origin) => origin !== 'https://player.vimeo.com')
  .map((origin) => `"${origin}"`)
  .join(' ');

/**
 * `Permissions-Policy` (issue 29): the browser features a page of ours, or a frame in it, may
 * use. The pages use none of the sensors, camera, microphone, location, USB...: all off, so a
 * script that got in cannot ask for them. Kept: fullscreen, autoplay and picture-in-picture for
 * our own video player and the Vimeo player's frame (its `allow` attribute asks for those three),
 * fullscreen for the help tutorials' players;
 * payment for our own pages (Apple Pay in the checkout), none for frames.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${VIMEO_PLAYER})`,
  'camera=()',
  'display-capture=()',
  `fullscreen=(self ${VIMEO_PLAYER} ${TUTORIAL_PLAYERS})`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  `picture-in-picture=(self ${VIMEO_PLAYER})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers a helmet middleware sets, read once: with no directive computed per request (no
 * nonce), they depend on the configuration alone. Set per request as one object in Fastify's own
 * headers, they are checked once when the head is written, where helmet's chain of middlewares
 * called Node's `setHeader` for each (about 4 % of an uncached festival page's Node CPU).
 * helmet 8.3 sets and removes headers synchronously and throws rather than passing an error on.
 */
function staticHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers, cookies and rate limits, registered on the root instance. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  /** The database's counters when `RATE_LIMIT_STORE=database` (several instances). */
  sharedCounters?: SharedCounters,
): Promise<void> {
  // helmet's middleware is built and run once, at start, against a recording response
  // (`staticHeaders`), and each request gets the recorded headers as one object. @fastify/helmet
  // built the middleware again on every request (parsing the CSP directives each time: some 4 %
  // of an uncached festival page's CPU, more of a small answer's) and then ran it.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Emotion-style components set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The Vimeo player of a film whose video is a Vimeo reference (issue 13), and the players a
        // help tutorial may be framed from (issue 36, help/video-embed.ts); nothing else is framed.
        frameSrc: videoFrameOrigins(),
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        // Upgrading would break a plain-HTTP development server reached by its LAN address.
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // The SPA loads images and videos from its own origin only; keep cross-origin isolation off.
    crossOriginEmbedderPolicy: false,
    // Production always runs behind https (config refuses a plain-http PUBLIC_URL there).
    strictTransportSecurity: config.secureTransport,
  });
  const headers = { ...staticHeaders(securityHeaders), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isBuildAsset(request) || reply.statusCode >= 400) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    // Per client address for every route (`RATE_LIMIT_PER_MINUTE`); sensitive routes set a
    // tighter `config.rateLimit`.
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: isBuildAsset,
    ...(sharedCounters ? { store: sharedRateLimitStore(sharedCounters) } : {}),
    // The default error carries status 429; the error handler answers `{ code: 'RATE_LIMITED', message }`.
  });
}
