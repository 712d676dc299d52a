import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import type { VimeoAuthorize } from '@shortlist/domain/media/vimeo-connect';
import type { VimeoSettings } from '../../platform/config-vimeo.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { sealVimeoState } from './vimeo-connect-state.ts';

/** What the token may do: read the account's videos, private ones included (nothing is written). */
const SCOPE = 'public private';

/** The return page (a root route, spec §2), registered as the Vimeo app's callback URL. */
export const vimeoRedirectUri = (publicUrl: string) => `${publicUrl}/vimeo-callback`;

/**
 * `GET films/{IdFilm}/video/vimeo/authorize`: Vimeo's authorisation page for this film's media
 * tab (`response_type=code`, the one Vimeo takes; client id; the return page; a state sealed for
 * this account and film). `url` is null when no Vimeo app is configured: the button is hidden.
 * Another account's film answers 404.
 */
export async function vimeoAuthorizeUrl(
  db: Db,
  options: {
    account: Account;
    IdFilm: number;
    language: Language;
    vimeo: VimeoSettings | null;
    publicUrl: string;
    key: Buffer;
    now: Date;
  },
): Promise<VimeoAuthorize> {
  const film = await editableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  if (!options.vimeo) return { url: null };
  const state = sealVimeoState(options.key, {
    IdCompte: options.account.Id,
    IdFilm: film.Id,
    language: options.language,
    now: options.now,
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: options.vimeo.clientId,
    redirect_uri: vimeoRedirectUri(options.publicUrl),
    state,
    scope: SCOPE,
  });
  return { url: `${options.vimeo.apiUrl}/oauth/authorize?${query}` };
}
