import {
  ZCheckEmailRequest,
  ZDeleteAccountRequest,
  ZFirstConnectionRequest,
  ZLanguageRequest,
  ZLoginChangeRequest,
  ZMailingConsentRequest,
  ZPasswordChangeRequest,
} from '@shortlist/domain/accounts/account-requests';
import { ZAccountSession, ZCheckEmailAnswer, ZDone } from '@shortlist/domain/accounts/api-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInSession } from '../../platform/account-session.ts';
import { clearSessionCookies, currentAccount, requireAccount } from '../../platform/session.ts';
import { changePassword } from './change-password.ts';
import { checkEmailAvailable } from './check-email-available.ts';
import { completeFirstConnection } from './complete-first-connection.ts';
import { deleteAccount } from './delete-account.ts';
import { requestLoginChange } from './request-login-change.ts';
import { setMailingConsent } from './set-mailing-consent.ts';
import { updateLanguage } from './update-language.ts';

const tags = ['account'];
const done = { ok: true } as const;

/**
 * `compte/check-email` tells whether an address has an account: a signed-in session may ask it
 * 20 times a minute (what a person typing needs), keyed by the session so a list of addresses
 * cannot be walked through from many IPs with one account. After the session hook has run.
 */
export const CHECK_EMAIL_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `check-email:${request.sessionId ?? request.ip}`,
} as const;

/** The signed-in account (spec §7 Account). Every route needs a session. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);

  app.put(
    '/compte/update-cgvu-compte',
    {
      schema: {
        tags,
        summary: 'First connection while due: email, new password, terms',
        body: ZFirstConnectionRequest,
        response: { 200: ZAccountSession },
      },
    },
    async (request) => {
      const account = await completeFirstConnection(db, {
        account: currentAccount(request),
        sessionId: request.sessionId,
        login: request.body.Login,
        password: request.body.Password,
        currentPassword: request.body.CurrentPassword,
        now: now(),
        publicUrl: config.publicUrl,
      });
      return signedInSession(db, account);
    },
  );

  app.post(
    '/compte/check-email',
    {
      config: { rateLimit: CHECK_EMAIL_LIMIT },
      schema: {
        tags,
        summary: 'Is this email available as a login',
        body: ZCheckEmailRequest,
        response: { 200: ZCheckEmailAnswer },
      },
    },
    async (request) => ({
      available: await checkEmailAvailable(db, {
        account: currentAccount(request),
        login: request.body.Login,
      }),
    }),
  );

  app.put(
    '/compte/update-local',
    {
      schema: {
        tags,
        summary: 'Interface language of the account',
        body: ZLanguageRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await updateLanguage(db, { account: currentAccount(request), languageId: request.body.IdLangue });
      return done;
    },
  );

  app.put(
    '/compte/mailing',
    { schema: { tags, summary: 'Mailing consent', body: ZMailingConsentRequest, response: { 200: ZDone } } },
    async (request) => {
      await setMailingConsent(db, { account: currentAccount(request), accept: request.body.IsAccepteMail });
      return done;
    },
  );

  app.put(
    '/compte/password',
    {
      schema: {
        tags,
        summary: 'Change the password (then sign in again)',
        body: ZPasswordChangeRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      await changePassword(db, {
        account: currentAccount(request),
        current: request.body.CurrentPassword,
        next: request.body.NewPassword,
        now: now(),
      });
      clearSessionCookies(app, reply);
      return done;
    },
  );

  app.put(
    '/compte/login',
    {
      schema: {
        tags,
        summary: 'Change the login email (confirmed by a link sent to it)',
        body: ZLoginChangeRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await requestLoginChange(db, {
        account: currentAccount(request),
        login: request.body.Login,
        password: request.body.Password,
        now: now(),
        publicUrl: config.publicUrl,
      });
      return done;
    },
  );

  app.delete(
    '/compte',
    {
      schema: {
        tags,
        summary: 'Delete the account (irreversible)',
        body: ZDeleteAccountRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, {
        account: currentAccount(request),
        password: request.body.Password,
        now: now(),
        storage: app.ctx.storage,
      });
      clearSessionCookies(app, reply);
      return done;
    },
  );

  // Consumption (stamp offers, fee offers, SuperStamp balance) is served by offers-routes.ts.
};
