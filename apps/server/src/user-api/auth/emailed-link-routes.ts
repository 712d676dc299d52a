import {
  ZCreateAccountRequest,
  ZDataRequest,
  ZPasswordLinkRequest,
  ZPasswordResetRequest,
  ZTokenRequest,
} from '@shortlist/domain/accounts/account-requests';
import { ZDone } from '@shortlist/domain/accounts/api-contracts';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies } from '../../platform/session.ts';
import { activateAccount } from './activate-account.ts';
import { checkPasswordToken } from './check-password-token.ts';
import { confirmLoginChange } from './confirm-login-change.ts';
import { createAccount } from './create-account.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { sendActivation } from './send-activation.ts';
import { unsubscribe } from './unsubscribe.ts';

const tags = ['auth'];
const done = { ok: true } as const;
const tokenParam = z.object({ token: ZPlainText.min(1).max(500) });

/**
 * Sign-up and the emailed links that open no session (spec §7 Auth): activation, password reset,
 * a new login confirmed, unsubscribe. `sensitive` is the sign-in routes' tighter rate limit.
 */
export const emailedLinkRoutes: FastifyPluginAsyncZod<{
  sensitive: { rateLimit: { max: number; timeWindow: string } };
}> = async (app, options) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const publicUrl = config.publicUrl;
  const { sensitive } = options;

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
