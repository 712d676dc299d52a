import {
  ZAccountSession,
  ZChangeLoginRequest,
  ZChangePasswordRequest,
  ZCheckEmailAnswer,
  ZCheckEmailRequest,
  ZDeleteAccountRequest,
  ZDone,
  ZFirstConnectionRequest,
  ZMailingRequest,
  ZOffers,
  ZSuperTimbreBalance,
  ZUpdateLocalRequest,
} from '@shortlist/domain/accounts/api-contracts';
import { ZLogin } from '@shortlist/domain/accounts/login-rules';
import { ZPassword } from '@shortlist/domain/accounts/password-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, currentAccount, requireAccount } from '../../platform/session.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { toAccountSession } from '../auth/account-session.ts';
import { ZFirstConnectionForm } from '../auth/forms.ts';
import { completeFirstConnection } from './complete-first-connection.ts';
import {
  changePassword,
  checkEmailAvailable,
  deleteAccount,
  requestLoginChange,
  setMailingConsent,
  updateLanguage,
} from './manage-account.ts';

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
      const form = validateBody(ZFirstConnectionForm, request.body);
      const account = await completeFirstConnection(db, {
        account: currentAccount(request),
        sessionId: request.sessionId,
        login: form.Login,
        password: form.Password,
        currentPassword: request.body.CurrentPassword,
        now: now(),
        publicUrl: config.publicUrl,
      });
      return toAccountSession(account);
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
        body: ZUpdateLocalRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await updateLanguage(db, { account: currentAccount(request), idLangue: request.body.IdLangue });
      return done;
    },
  );

  app.put(
    '/compte/mailing',
    { schema: { tags, summary: 'Mailing consent', body: ZMailingRequest, response: { 200: ZDone } } },
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
        body: ZChangePasswordRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      const { NewPassword } = validateBody(z.object({ NewPassword: ZPassword }), {
        NewPassword: request.body.NewPassword,
      });
      await changePassword(db, {
        account: currentAccount(request),
        current: request.body.CurrentPassword,
        next: NewPassword,
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
        body: ZChangeLoginRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      const { Login } = validateBody(z.object({ Login: ZLogin }), { Login: request.body.Login });
      await requestLoginChange(db, {
        account: currentAccount(request),
        login: Login,
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
      });
      clearSessionCookies(app, reply);
      return done;
    },
  );

  // Consumption (stamps, fee offers, SuperStamp balance) arrives with the order API.
  app.get(
    '/compte/offres-timbre',
    { schema: { tags, summary: 'Free stamp offers', response: { 200: ZOffers } } },
    async () => [],
  );
  app.get(
    '/compte/offres-fee',
    { schema: { tags, summary: 'Fee discount offers', response: { 200: ZOffers } } },
    async () => [],
  );
  app.get(
    '/compte/solde-super-timbre',
    { schema: { tags, summary: 'SuperStamp balance', response: { 200: ZSuperTimbreBalance } } },
    async () => ({ Solde: 0 }),
  );
};
