import type { Db } from '@shortlist/db/client';
import { VIMEO_ACCESS_MAX_SECONDS } from '@shortlist/domain/media/vimeo';
import type { VimeoCodeAnswer, VimeoCodeRequest } from '@shortlist/domain/media/vimeo-connect';
import { z } from 'zod';
import type { VimeoSettings } from '../../platform/config-vimeo.ts';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { vimeoRedirectUri } from './vimeo-authorize-url.ts';
import { openVimeoState } from './vimeo-connect-state.ts';

const ZTokenAnswer = z.object({
  access_token: z.string().regex(/^[A-Za-z0-9._~+/=-]{8,200}$/),
  expires_in: z.number().int().positive().optional(),
});

/**
 * `POST vimeo/code`, the return of "Connect my Vimeo account": the state must be one this
 * account was given for a film it still edits (else 400 VIMEO_STATE_INVALID, before Vimeo is
 * asked anything); then the code is exchanged for the token at Vimeo's `oauth/access_token` with
 * the app's id and secret (502 VIMEO_CONNECT_FAILED when Vimeo refuses it). Vimeo's user tokens
 * do not expire; we keep them one hour at most (spec §9), so `seconds` is at most that.
 */
export async function exchangeVimeoCode(
  db: Db,
  options: {
    account: Account;
    request: VimeoCodeRequest;
    vimeo: VimeoSettings | null;
    publicUrl: string;
    key: Buffer;
    now: Date;
    /** Tests: a stand-in for `fetch`. */
    fetchImpl?: typeof fetch;
  },
): Promise<Omit<VimeoCodeAnswer, 'expires'> & { seconds: number }> {
  const state = openVimeoState(options.key, options.request.state, {
    IdCompte: options.account.Id,
    now: options.now,
  });
  if (!state || !options.vimeo) throw new AppError('VIMEO_STATE_INVALID');
  try {
    await editableFilm(db, { account: options.account, IdFilm: state.IdFilm });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('VIMEO_STATE_INVALID');
    throw error;
  }
  const { clientId, clientSecret, apiUrl } = options.vimeo;
  let answer: Response;
  try {
    answer = await (options.fetchImpl ?? fetch)(`${apiUrl}/oauth/access_token`, {
      method: 'POST',
      headers: {
        authorization: `basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/vnd.vimeo.*+json;version=3.4',
      },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code: options.request.code,
        redirect_uri: vimeoRedirectUri(options.publicUrl),
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new AppError('VIMEO_CONNECT_FAILED');
  }
  const parsed = answer.ok ? ZTokenAnswer.safeParse(await answer.json().catch(() => null)) : null;
  if (!parsed?.success) throw new AppError('VIMEO_CONNECT_FAILED');
  return {
    IdFilm: state.IdFilm,
    language: state.language,
    accessToken: parsed.data.access_token,
    seconds: Math.min(parsed.data.expires_in ?? VIMEO_ACCESS_MAX_SECONDS, VIMEO_ACCESS_MAX_SECONDS),
  };
}
