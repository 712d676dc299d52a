import { ALL_LANGUAGES, type Language } from '@shortlist/domain/languages';
import { seal, unseal } from '../../platform/crypto/secret-box.ts';

/** The authorisation must come back within this long (the filmmaker signs in to Vimeo meanwhile). */
export const VIMEO_STATE_MINUTES = 30;

/** Sealed for one account: another account's return (or a state copied from one) does not open. */
const contextOf = (IdCompte: number) => `vimeo-state:${IdCompte}`;

export type VimeoConnectState = { IdFilm: number; language: Language };

/**
 * The OAuth `state` of "Connect my Vimeo account": the film and the language of the media tab
 * to come back to, with an end, sealed with the video secret key for the signed-in account. A
 * forged, altered, expired or foreign state does not open (spec §4; RFC 6749 §10.12, CSRF).
 */
export function sealVimeoState(
  key: Buffer,
  options: { IdCompte: number; IdFilm: number; language: Language; now: Date },
): string {
  const end = options.now.getTime() + VIMEO_STATE_MINUTES * 60_000;
  return seal(
    key,
    JSON.stringify({ f: options.IdFilm, l: options.language, e: end }),
    contextOf(options.IdCompte),
  );
}

/** The state's film and language, or null when it is not this account's live state. */
export function openVimeoState(
  key: Buffer,
  state: string,
  options: { IdCompte: number; now: Date },
): VimeoConnectState | null {
  const plain = unseal(key, state, contextOf(options.IdCompte));
  if (!plain) return null;
  try {
    const { f, l, e } = JSON.parse(plain) as { f: unknown; l: unknown; e: unknown };
    if (typeof f !== 'number' || !Number.isInteger(f) || typeof e !== 'number') return null;
    if (typeof l !== 'string' || !(ALL_LANGUAGES as readonly string[]).includes(l)) return null;
    if (e <= options.now.getTime()) return null;
    return { IdFilm: f, language: l as Language };
  } catch {
    return null;
  }
}
