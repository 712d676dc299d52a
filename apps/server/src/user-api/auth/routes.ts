import {
  ZAccountSession,
  ZCreateAccountRequest,
  ZDataRequest,
  ZDone,
  ZLoginByTokenAnswer,
  ZLoginRequest,
  ZPasswordChangeRequest,
  ZPasswordRequest,
  ZTokenRequest,
} from '@shortlist/domain/accounts/api-contracts';
import { ZPassword } from '@shortlist/domain/accounts/password-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies, signIn } from '../../platform/session.ts';
import { endSession } from '../../platform/session-store.ts';
import { validateBody } from '../../platform/validate-body.ts';
import { toAccountSession } from './account-session.ts';
import { activateAccount, sendActivation } from './activate-account.ts';
import { createAccount } from './create-account.ts';
import { ZCreateAccountForm } from './forms.ts';
import { checkPasswordToken, requestPasswordReset, resetPassword } from './reset-password.ts';
import { checkCredentials, recordSignIn } from './sign-in.ts';
import { confirmLoginChange, loginByToken, unsubscribe } from './token-actions.ts';

const tags = ['auth'];
const done = { ok: true } as const;
const tokenParam = z.object({ token: z.string().min(1).max(500) });

/** Sign-in, sessions, sign-up and emailed links (spec §7 Auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const publicUrl = config.publicUrl;
  // A second, tighter net in front of the per-account and per-IP limits kept in the database.
  const sensitive = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/login',
    {
      config: sensitive,
      schema: { tags, summary: 'Sign in', body: ZLoginRequest, response: { 200: ZAccountSession } },
    },
    async (request, reply) => {
      const account = await checkCredentials(db, {
        login: request.body.Login,
        password: request.body.Password,
        ip: request.ip,
        now: now(),
      });
      // A new identifier at every sign-in: the session the browser held ends.
      if (request.sessionId) await endSession(db, request.sessionId);
      const updated = await recordSignIn(db, { account, now: now() });
      await signIn(app, request, reply, updated.Id);
      return toAccountSession(updated);
    },
  );

  app.get(
    '/ping',
    { schema: { tags, summary: 'The signed-in account', response: { 200: ZAccountSession } } },
    async (request, reply) => {
      if (!request.account) throw new AppError('UNAUTHENTICATED');
      // Re-sends the CSRF cookie, e.g. after the browser dropped it.
      const token = request.cookies[SESSION_COOKIE];
      if (request.authVia === 'cookie' && token && request.sessionExpires) {
        setSessionCookies(app, reply, { token, expires: request.sessionExpires });
      }
      return toAccountSession(request.account);
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sign out (ends the session on the server)', response: { 200: ZDone } } },
    async (request, reply) => {
      if (request.sessionId) await endSession(db, request.sessionId);
      clearSessionCookies(app, reply);
      return done;
    },
  );

  // `comptes` is the generic entity path of spec §7 for the same call.
  for (const path of ['/auth/create-account', '/comptes']) {
    app.post(
      path,
      {
        config: sensitive,
        schema: {
          tags,
          summary: 'Create an account (activation email)',
          body: ZCreateAccountRequest,
          response: { 201: ZDone },
        },
      },
      async (request, reply) => {
        const form = validateBody(ZCreateAccountForm, request.body);
        await createAccount(db, {
          login: form.Login,
          password: form.Password,
          idLangue: form.IdLangue,
          language: request.language,
          now: now(),
          publicUrl,
        });
        return reply.status(201).send(done);
      },
    );
  }

  app.post(
    '/auth/check-token-activate',
    {
      config: sensitive,
      schema: { tags, summary: 'Activate an account', body: ZDataRequest, response: { 200: ZDone } },
    },
    async (request) => {
      await activateAccount(db, { token: request.body.Data, now: now() });
      return done;
    },
  );

  app.post(
    '/auth/send-activate',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'New activation link (same answer for any address)',
        body: ZDataRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await sendActivation(db, { login: request.body.Data, now: now(), publicUrl });
      return done;
    },
  );

  app.post(
    '/auth/password-request',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Password reset link (same answer for any address)',
        body: ZPasswordRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await requestPasswordReset(db, { login: request.body.Login });
      return done;
    },
  );

  app.post(
    '/auth/check-token-password',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Is this password link still valid',
        body: ZTokenRequest,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await checkPasswordToken(db, { token: request.body.Token, now: now() });
      return done;
    },
  );

  app.post(
    '/auth/password-change',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'New password from an emailed link',
        body: ZPasswordChangeRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      const { Password } = validateBody(z.object({ Password: ZPassword }), {
        Password: request.body.Password,
      });
      await resetPassword(db, { token: request.body.Token, password: Password, now: now() });
      clearSessionCookies(app, reply);
      return done;
    },
  );

  app.post(
    '/auth/check-token-login',
    {
      config: sensitive,
      schema: { tags, summary: 'Confirm a new login email', body: ZTokenRequest, response: { 200: ZDone } },
    },
    async (request, reply) => {
      await confirmLoginChange(db, { token: request.body.Token, now: now() });
      clearSessionCookies(app, reply);
      return done;
    },
  );

  app.post(
    '/auth/login-by-token/:token',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sign in with an emailed token',
        params: tokenParam,
        response: { 200: ZLoginByTokenAnswer },
      },
    },
    async (request, reply) => {
      if (request.sessionId) await endSession(db, request.sessionId);
      const account = await loginByToken(db, { token: request.params.token, now: now() });
      await signIn(app, request, reply, account.Id);
      return toAccountSession(account);
    },
  );

  app.post(
    '/auth/unsubscribe/:token',
    {
      config: sensitive,
      schema: { tags, summary: 'Turn mailing consent off', params: tokenParam, response: { 200: ZDone } },
    },
    async (request) => {
      await unsubscribe(db, { token: request.params.token, now: now() });
      return done;
    },
  );
};
