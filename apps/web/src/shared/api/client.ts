import type { ErrorCode } from '@shortlist/domain/error-codes';
import type { FieldError } from '@shortlist/domain/errors';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shortlist/domain/language-list';

/** An error answer of the API (`{ code, message, fields? }`, ZApiError), typed. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly fields: FieldError[];
  /** The whole answer, for a call whose error carries more than the shared shape (its API file parses it). */
  readonly body: unknown;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: FieldError[];
    body?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? [];
    this.body = options.body;
  }
}

/** The server could not be reached at all (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** The cookie the server sets for the double-submit CSRF check; echoed on state-changing calls. */
export const CSRF_COOKIE = 'sl_csrf';
/** Its name in production, where the server's cookies carry the `__Host-` prefix (https only). */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Whether the browser holds a session at all: the readable CSRF cookie is set and cleared with the
 * HttpOnly session cookie, so without it `GET /api/ping` can only answer 401 (spec §7: ping only
 * with a session), and anonymous pages make no call and log no error.
 */
export function hasSessionCookie(): boolean {
  return (readCookie(HOST_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE)) !== undefined;
}

/**
 * Sent on `window` when an answer says the session can no longer be trusted: a gateway timeout
 * (504) or a non-authoritative answer (203) signs the user out (spec §4). The app listens
 * (`session-watch.tsx`); shared code cannot import the app, and an event keeps no state here.
 */
export const SESSION_LOST_EVENT = 'shortlist:session-lost';

/**
 * The language sent in the `culture` header when a call does not name one: the URL's first
 * segment (`/fr/...`). The router updates the URL before it renders the new page, so a page's
 * first calls already carry its language.
 */
function pageLanguage(): Language {
  const segment = globalThis.location?.pathname.split('/')[1];
  return isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  language?: Language;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Lets the request outlive the page (`fetch` keepalive): a report sent as the page is hidden
   * or left. `navigator.sendBeacon` cannot carry the CSRF header; this keeps the usual headers.
   */
  keepalive?: boolean;
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'MAINTENANCE',
};

async function toApiError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  // The schema, and zod with it, loads with the first error rather than with every page (bench/log/2026-11-to-12.md).
  const { ZApiError } = await import('@shortlist/domain/errors');
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return new ApiRequestError({ status: response.status, ...parsed.data, body });
  return new ApiRequestError({
    status: response.status,
    code: CODE_BY_STATUS[response.status] ?? 'INTERNAL',
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/**
 * Calls the user API (`/api/...`) or the order API (`/order-api/...`) with the spec §7 headers
 * and the session cookie. Resolves with the JSON body (undefined for 204), rejects with
 * ApiRequestError or NetworkError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    culture: options.language ?? pageLanguage(),
    ...options.headers,
  };
  // A file travels as its own bytes (the upload calls); anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined) {
    headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
  }
  const method = options.method ?? 'GET';
  if (method !== 'GET') {
    const csrf = readCookie(HOST_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'include',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (response.status === 504 || response.status === 203) {
    globalThis.dispatchEvent?.(new Event(SESSION_LOST_EVENT));
    throw new ApiRequestError({
      status: response.status,
      code: 'UNAUTHENTICATED',
      message: response.statusText || `HTTP ${response.status}`,
    });
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A sentence for the user, in their language, from the `errors` namespace: the error's code when
 * it has one, "server unreachable" for network failures, else the generic message.
 */
export function errorMessage(error: unknown, t: Translate): string {
  const generic = t('errors:generic');
  if (error instanceof NetworkError) return t('errors:network');
  if (error instanceof ApiRequestError) return t(`errors:codes.${error.code}`, { defaultValue: generic });
  return generic;
}
