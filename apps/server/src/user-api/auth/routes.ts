import { ZSignInRequest } from '@shortlist/domain/accounts/account-requests';
import { ZAccountSession, ZDone, ZLoginByTokenAnswer } from '@shortlist/domain/accounts/api-contracts';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInSession, toAccountSession } from '../../platform/account-session.ts';
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
import { emailedLinkRoutes } from './emailed-link-routes.ts';
import { loginByToken } from './login-by-token.ts';
import { signInWithPassword } from './sign-in.ts';

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

/** Sign-in and sessions (spec §7 Auth); sign-up and the other emailed links in emailed-link-routes.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  // A second, tighter net in front of the per-account and per-IP limits kept in the database.
  const sensitive = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  await app.register(emailedLinkRoutes, { sensitive });

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
      return signedInSession(db, signed.account);
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
      return signedInSession(db, signed.account);
    },
  );
};
