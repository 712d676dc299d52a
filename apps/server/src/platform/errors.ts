import type { Socket } from 'node:net';
import type { ErrorCode, FieldError } from '@shortlist/domain/errors';
import { fieldErrors } from '@shortlist/domain/field-errors';
import { TEXT_INVALID } from '@shortlist/domain/fields/text';
import type { Language } from '@shortlist/domain/languages';
import { translate } from '@shortlist/i18n/catalogues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { checkDatabase } from './check-database.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';
import { foreignKeyViolation } from './foreign-key-violation.ts';

/** The one table from error code to HTTP status. Features add their codes to packages/domain and here. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  FESTIVAL_NOT_FOUND: 404,
  CONTENT_PAGE_NOT_FOUND: 404,
  HELP_CATEGORY_NOT_FOUND: 404,
  HELP_EMBED_REFUSED: 400,
  HELP_RESOURCE_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  MAINTENANCE: 503,
  // The instance's image queue is full (issue 29): Retry-After says when it will have room.
  IMAGE_QUEUE_FULL: 503,
  INTERNAL: 500,
  LOGIN_FAILED: 401,
  LOGIN_THROTTLED: 429,
  ACCOUNT_CREATE_FAILED: 409,
  LOGIN_UNAVAILABLE: 409,
  WRONG_CURRENT_PASSWORD: 400,
  TOKEN_INVALID: 400,
  CSRF_INVALID: 403,
  TERMS_NOT_ACCEPTED: 400,
  ACCOUNT_NOT_ACTIVATED: 403,
  ACCOUNT_ALREADY_ACTIVE: 409,
  LOGIN_UNCHANGED: 400,
  FIRST_CONNECTION_NOT_DUE: 409,
  FILM_ARCHIVED: 409,
  SHORTNAME_TAKEN: 409,
  SUPERSTAMP_REQUIRED: 403,
  FILM_PASSWORD_REQUIRED: 403,
  FILM_PASSWORD_WRONG: 401,
  FILM_UNLOCK_THROTTLED: 429,
  FILE_LIMIT_REACHED: 409,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_REFUSED: 415,
  FILE_MISSING: 400,
  DOCUMENT_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  SUBTITLE_INVALID: 400,
  VIDEO_LINK_REFUSED: 400,
  VIDEO_REPLACE_UNCONFIRMED: 409,
  VIMEO_STATE_INVALID: 400,
  VIMEO_CONNECT_FAILED: 502,
  VIDEO_IMPORT_LIMIT_REACHED: 409,
  SUBMISSION_INELIGIBLE: 422,
  SECTION_PASSWORD_WRONG: 403,
  SECTION_PASSWORD_THROTTLED: 429,
  ALREADY_ENTERED: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  COMPARE_SCOPE_TOO_WIDE: 400,
  BASKET_EMPTY: 409,
  BASKET_INVALID: 409,
  STAMPS_INSUFFICIENT: 409,
  BILLING_ADDRESS_INCOMPLETE: 409,
  ORDER_CANCEL_FAILED: 409,
  ORDER_EXPIRED: 410,
  // The payment provider (Mollie) refused or did not answer: nothing was charged or recorded.
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  PAYMENT_FAILED: 402,
  COUPON_UNKNOWN: 404,
  COUPON_EXPIRED: 410,
  COUPON_USED_UP: 409,
  COUPON_NOT_APPLICABLE: 422,
  FESTIVAL_CODE_UNKNOWN: 404,
  FESTIVAL_CODE_EXPIRED: 410,
  FESTIVAL_CODE_USED_UP: 409,
  FESTIVAL_CODE_OTHER_SECTION: 422,
  FESTIVAL_CODE_NOT_HANDED: 403,
  SUBMISSION_STATUS_CHANGED: 409,
  SUBMISSION_TRANSITION_REFUSED: 409,
  WATCH_GUARANTEE_UNMET: 409,
  WATCH_GUARANTEE_LOWERED: 409,
  FESTIVAL_ROLE_REQUIRED: 403,
  ASSIGNMENT_CONFLICT_OF_INTEREST: 409,
  REVIEW_NOT_WATCHED: 409,
  REVIEW_SCORE_OFF_SCALE: 400,
  REVIEW_CONFLICT_OF_INTEREST: 409,
  LIST_VIEW_PROPERTY_UNKNOWN: 400,
  LIST_VIEW_COLUMNS_INVALID: 400,
  LIST_VIEW_SCOPE_INVALID: 400,
  LIST_VIEW_FILTER_INVALID: 400,
  LIST_VIEW_NOT_CREATOR: 403,
  LIST_VIEW_NOT_FOUND: 404,
  LIST_VIEW_NAME_TAKEN: 409,
  LIST_VIEW_LIMIT_REACHED: 409,
  SCORE_SCALE_IN_USE: 409,
  FESTIVAL_MEMBER_EXISTS: 409,
  CALL_TRANSITION_REFUSED: 409,
  CALL_EDITION_TAKEN: 409,
  SECTION_HAS_ENTRIES: 409,
  SECTION_PRICE_LOCKED: 409,
  CRITERIA_EXCLUDE_ENTRIES: 409,
  QUESTION_ANSWERED: 409,
  QUESTIONS_CHANGED: 409,
  QUESTION_LIMIT_REACHED: 409,
  CALENDAR_FEE_LOWERED: 409,
  CALENDAR_LOCKED: 409,
  FESTIVAL_LAST_MANAGER: 409,
  // The database cannot be reached (stopped, restarting, out of connections): try again shortly.
  DATABASE_UNAVAILABLE: 503,
  // Readiness (`/api/ready`): the database lacks a migration of this build (another instance is
  // migrating it, or it was restored from an older dump).
  MIGRATIONS_PENDING: 503,
};

export type AppErrorOptions = {
  /** Overrides the table (rarely needed). */
  status?: number;
  fields?: FieldError[];
  /** Values for the message's `{{placeholders}}`. */
  params?: Record<string, string>;
  /** Headers of the answer (`retry-after` of a 503 or 429). */
  headers?: Record<string, string>;
};

/** An error a use case throws on purpose; the handler turns it into `{ code, message, fields? }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  readonly params: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params;
    this.headers = options.headers;
  }
}

/** The sentence for a code, in the request's language (the web's `errors` namespace). */
export function errorMessage(code: string, language: Language, params?: Record<string, string>): string {
  const key = `codes.${code}`;
  const text = translate({ language, namespace: 'errors', key, ...(params ? { values: params } : {}) });
  return text === key ? translate({ language, namespace: 'errors', key: 'generic' }) : text;
}

type ValidationEntry = { instancePath: string; keyword: string; message?: string | undefined };

/**
 * Fastify's validation entries (copies of zod's issues: `/Items/3`, `too_big`, the message) read
 * back as issues, so a body refused by the route's schema is reported by the same mapper as
 * anything else (`fieldErrors` of packages/domain): every failing field, its first rule code.
 */
function validationFields(entries: readonly ValidationEntry[]): FieldError[] {
  return fieldErrors(
    entries.map((entry) => ({
      path: entry.instancePath.split('/').filter(Boolean),
      code: entry.keyword,
      message: entry.message,
    })),
  );
}

/** Answers `error` in the platform's shape `{ code, message, fields? }`, in the request's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: {
    code: ErrorCode;
    status: number;
    fields?: FieldError[] | undefined;
    params?: Record<string, string>;
  },
) {
  const body: { code: string; message: string; fields?: FieldError[] } = {
    code: error.code,
    message: errorMessage(error.code, request.language ?? 'en', error.params),
  };
  if (error.fields) body.fields = error.fields;
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: number out of range 22003, NUL or
 * bad encoding 22021, date/time overflow 22008, invalid text representation 22P02...) behind
 * `error`, or null. Such an error is caused by a value the request carried that the contracts
 * let through: the client's fault (400), not ours. Drizzle wraps the driver's error in `cause`;
 * both `pg` and PGlite put the SQLSTATE in `code`.
 */
export function dataExceptionState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

/** Statuses Fastify or its plugins raise, mapped to our codes. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'MAINTENANCE';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}

// How long the database gets to answer when a socket error leaves in doubt whose socket it was.
const PROBE_MS = 2_000;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error);
    }
    // Zod's entries and any other validator's have the same shape: one mapper for both.
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(request, reply, {
        code: 'VALIDATION_FAILED',
        status: 400,
        fields: validationFields(error.validation ?? []),
      });
    }
    const dataState = dataExceptionState(error);
    if (dataState) {
      // A contract let a bad value through to SQL: refuse it, and leave a trace to tighten the contract.
      request.log.warn({ err: error, sqlState: dataState }, 'value refused by the database');
      return sendError(request, reply, {
        code: 'VALIDATION_FAILED',
        status: 400,
        fields: [{ path: '', code: 'INVALID', message: `SQLSTATE ${dataState}` }],
      });
    }
    const reference = foreignKeyViolation(error);
    if (reference) {
      // An id the request named is unknown (or a row still in use was removed): the use case
      // should have checked it; the trace names the constraint so it can.
      request.log.warn({ err: error, constraint: reference.constraint }, 'reference refused by the database');
      if (reference.kind === 'referenced')
        return sendError(request, reply, { code: 'CONFLICT', status: 409 });
      return sendError(request, reply, {
        code: 'VALIDATION_FAILED',
        status: 400,
        fields: [{ path: reference.column ?? '', code: TEXT_INVALID, message: TEXT_INVALID }],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      if (await isDatabaseUnavailable(error, () => checkDatabase(app.ctx.database, PROBE_MS))) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(request, reply, { code: 'DATABASE_UNAVAILABLE', status: 503 });
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, { code: 'INTERNAL', status: 500 });
    }
    // Malformed JSON, wrong content type, body too large, rate limit...: a client error, no stack.
    const code = codeForStatus(status);
    const fields =
      code === 'VALIDATION_FAILED'
        ? [{ path: '', code: error.code ?? 'invalid', message: error.message }]
        : undefined;
    return sendError(request, reply, { code, status, fields });
  });
}

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (`%ZZ`, FST_ERR_BAD_URL) or a path
 * parameter longer than `maxParamLength` (414) answers in our `{ code, message, fields }` shape.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed in the router');
    return sendError(request, reply, { code: 'INTERNAL', status: 500 });
  }
  return sendError(request, reply, {
    code: 'VALIDATION_FAILED',
    status,
    fields: [{ path: '', code: error.code ?? 'invalid', message: error.code ?? 'invalid' }],
  });
}

/** Unknown routes under the APIs answer JSON; everything else goes to `fallback` (the SPA) when given. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|order-api|operator-api|dev)(\/|$)/.test(path);
    if (!isApi && fallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return fallback(request, reply);
    }
    return sendError(request, reply, { code: 'ROUTE_NOT_FOUND', status: 404 });
  });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it
 * (a bad `Content-Length`, both `Content-Length` and `Transfer-Encoding`, headers too large,
 * not HTTP at all) answers in our shape too, in English (no request was read to know better),
 * and the connection closes. A socket already reset or closed gets nothing.
 */
export function clientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = 'VALIDATION_FAILED' satisfies ErrorCode;
  const body = JSON.stringify({
    code,
    message: errorMessage(code, 'en'),
    fields: [{ path: '', code: error.code ?? 'invalid', message: error.code ?? 'invalid' }],
  });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const reason =
      status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
