import {
  ZCreateAccountRequest,
  ZDataRequest,
  ZPasswordLinkRequest,
  ZPasswordResetRequest,
  ZSignInRequest,
  ZTokenRequest,
} from '@shortlist/domain/accounts/account-requests';
import { ZAccountSession, ZDone, ZLoginByTokenAnswer } from '@shortlist/domain/accounts/api-contracts';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountFestivals } from '../../platform/account-festivals.ts';
import { toAccountSession } from '../../platform/account-session.ts';
import { AppError } from '../../platform/errors.ts';
import {
  clearSessionCookies,
  handOverSession,
  refreshSessionCookies,
  SESSION_MODE_HEADER,
  SESSION_TOKEN_HEADER,
  sessionRequest,
} from '../../platform/session.ts';
import { endSession } from '../../platform/session-store.ts';
import { activateAccount } from './activate-account.ts';
import { checkPasswordToken } from './check-password-token.ts';
import { confirmLoginChange } from './confirm-login-change.ts';
import { createAccount } from './create-account.ts';
import { loginByToken } from './login-by-token.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { sendActivation } from './send-activation.ts';
import { signInWithPassword } from './sign-in.ts';
import { unsubscribe } from './unsubscribe.ts';

const tags = ['auth'];
const done = { ok: true } as const;
const tokenParam = z.object({ token: ZPlainText.min(1).max(500) });
// Loose: validated headers replace `request.headers`, and the cookie and user agent must stay.
const sessionModeHeaders = z.looseObject({ [SESSION_MODE_HEADER]: z.enum(['cookie', 'token']).optional() });
const sessionModeDescription =
  'Opens a session and sets the HttpOnly session cookie and the CSRF cookie (`sl_session`, `sl_csrf`; ' +
  '`__Host-sl_session`, `__Host-sl_csrf` in production); the token itself is not in the answer. ' +
  `A client that is not a browser sends \`${SESSION_MODE_HEADER}: token\` and gets the token in the ` +
  `\`${SESSION_TOKEN_HEADER}\` answer header instead of cookies, to send as \`Authorization: Bearer <token>\`.`;

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
      schema: {
        tags,
        summary: 'Sign in',
        description: sessionModeDescription,
        headers: sessionModeHeaders,
        body: ZSignInRequest,
        response: { 200: ZAccountSession },
      },
    },
    async (request, reply) => {
      const signed = await signInWithPassword(db, {
        login: request.body.Login,
        password: request.body.Password,
        session: sessionRequest(app, request),
        now: now(),
      });
      handOverSession(app, request, reply, signed.session);
      return toAccountSession(signed.account, await accountFestivals(db, signed.account.Id));
    },
  );

  app.get(
    '/ping',
    { schema: { tags, summary: 'The signed-in account', response: { 200: ZAccountSession } } },
    async (request, reply) => {
      if (!request.account) throw new AppError('UNAUTHENTICATED');
      refreshSessionCookies(app, request, reply);
      return toAccountSession(request.account, request.accountFestivals ?? []);
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
        await createAccount(db, {
          login: request.body.Login,
          password: request.body.Password,
          languageId: request.body.IdLangue,
          acceptsMarketing: request.body.IsAccepteMail,
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
        body: ZPasswordLinkRequest,
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
        body: ZPasswordResetRequest,
        response: { 200: ZDone },
      },
    },
    async (request, reply) => {
      await resetPassword(db, { token: request.body.Token, password: request.body.Password, now: now() });
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
        description: sessionModeDescription,
        headers: sessionModeHeaders,
        params: tokenParam,
        response: { 200: ZLoginByTokenAnswer },
      },
    },
    async (request, reply) => {
      const signed = await loginByToken(db, {
        token: request.params.token,
        session: sessionRequest(app, request),
        now: now(),
      });
      handOverSession(app, request, reply, signed.session);
      return toAccountSession(signed.account, await accountFestivals(db, signed.account.Id));
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
