import { ZIdParam } from '@shortlist/domain/fields/ids';
import { VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import {
  VIMEO_SOURCES,
  vimeoTokenSeconds,
  ZVimeoReference,
  ZVimeoReferenceRequest,
  ZVimeoTokenRequest,
} from '@shortlist/domain/media/vimeo';
import {
  ZVimeoAuthorize,
  ZVimeoAuthorizeQuery,
  ZVimeoCodeAnswer,
  ZVimeoCodeRequest,
} from '@shortlist/domain/media/vimeo-connect';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveVideoSecretKey } from '../../platform/crypto/secret-box.ts';
import { AppError } from '../../platform/errors.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { exchangeVimeoCode } from './exchange-vimeo-code.ts';
import { getVimeoReference } from './get-vimeo-reference.ts';
import { setVimeoReference } from './set-vimeo-reference.ts';
import { vimeoAuthorizeUrl } from './vimeo-authorize-url.ts';
import { hasVimeoToken, setVimeoTokenCookie } from './vimeo-token-cookie.ts';

const tags = ['film video'];
const videoParams = z.object({ idFilm: ZIdParam, type: z.enum(VIDEO_TYPES) });

/**
 * Vimeo (issue 13): a film video or trailer given as a reference to a private Vimeo video, and
 * the authorisation return that keeps the filmmaker's Vimeo access token in a per-user cookie.
 */
export const vimeoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config } = app.ctx;
  const db = database.db;
  const key = resolveVideoSecretKey({ configured: config.videoSecretKey, dataDir: config.dataDir });

  app.put(
    '/films/:idFilm/video/:type/vimeo',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'Use a private, password-protected Vimeo video as the film video or trailer',
        description:
          'Replaces a stored file only with `replaceFile: true` (409 VIDEO_REPLACE_UNCONFIRMED otherwise). With `token` equal to the access token kept in the Vimeo cookie of this user, the source is `vimeo-oauth`.',
        params: videoParams,
        body: ZVimeoReferenceRequest,
        response: { 200: z.object({ IdVideo: z.number().int(), source: z.enum(VIMEO_SOURCES) }) },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      return setVimeoReference(db, {
        account,
        IdFilm: request.params.idFilm,
        type: request.params.type,
        request: request.body,
        viaOAuth: hasVimeoToken(request, {
          config,
          key,
          IdCompte: account.Id,
          token: request.body.token,
          now: now(),
        }),
        key,
        storage,
        now: now(),
      });
    },
  );

  app.get(
    '/films/:idFilm/video/:type/vimeo',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: "The film's Vimeo reference with its password (owner only)",
        params: videoParams,
        response: { 200: ZVimeoReference },
      },
    },
    async (request) =>
      getVimeoReference(db, {
        account: currentAccount(request),
        IdFilm: request.params.idFilm,
        type: request.params.type,
        key,
      }),
  );

  app.post(
    '/vimeo/token',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'The Vimeo authorisation return: keep the access token in a per-user cookie',
        description:
          'The web reads `#access_token`, `expires_in` and `state` (`{filmId}-{language}`, a film of the signed-in user) and posts them here. The token is kept in an HttpOnly cookie for the returned seconds, at most one hour.',
        body: ZVimeoTokenRequest,
        response: { 200: z.object({ IdFilm: z.number().int(), expires: z.iso.datetime({ offset: true }) }) },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { state, accessToken, expiresIn } = request.body;
      try {
        await editableFilm(db, { account, IdFilm: state.filmId });
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          throw new AppError('VIMEO_STATE_INVALID');
        throw error;
      }
      const expires = setVimeoTokenCookie(reply, {
        config,
        key,
        IdCompte: account.Id,
        token: accessToken,
        seconds: vimeoTokenSeconds(expiresIn),
        now: now(),
      });
      return { IdFilm: state.filmId, expires: expires.toISOString() };
    },
  );

  app.get(
    '/films/:idFilm/video/vimeo/authorize',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary: 'Vimeo\'s authorisation page for this film ("Connect my Vimeo account"), or null',
        description:
          'The `state` is sealed for the signed-in account and the film, for 30 minutes; `url` is null when no Vimeo app is configured (VIMEO_CLIENT_ID).',
        params: z.object({ idFilm: ZIdParam }),
        querystring: ZVimeoAuthorizeQuery,
        response: { 200: ZVimeoAuthorize },
      },
    },
    async (request) =>
      vimeoAuthorizeUrl(db, {
        account: currentAccount(request),
        IdFilm: request.params.idFilm,
        language: request.query.language,
        vimeo: config.vimeo,
        publicUrl: config.publicUrl,
        key,
        now: now(),
      }),
  );

  app.post(
    '/vimeo/code',
    {
      preValidation: requireAccount,
      schema: {
        tags,
        summary:
          'The return of "Connect my Vimeo account": exchange the code, keep the token in a per-user cookie',
        description:
          'The web posts `code` and `state` from `/vimeo-callback?code=...&state=...`. A state not sealed for this account and one of its films answers 400 VIMEO_STATE_INVALID; Vimeo refusing the code answers 502 VIMEO_CONNECT_FAILED. The token is kept in the HttpOnly cookie for at most one hour.',
        body: ZVimeoCodeRequest,
        response: { 200: ZVimeoCodeAnswer },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { seconds, ...answer } = await exchangeVimeoCode(db, {
        account,
        request: request.body,
        vimeo: config.vimeo,
        publicUrl: config.publicUrl,
        key,
        now: now(),
      });
      const expires = setVimeoTokenCookie(reply, {
        config,
        key,
        IdCompte: account.Id,
        token: answer.accessToken,
        seconds,
        now: now(),
      });
      return { ...answer, expires: expires.toISOString() };
    },
  );
};
