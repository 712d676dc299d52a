import { z } from 'zod';
import { ALL_LANGUAGES, type Language } from '../languages.ts';
import { VIDEO_TYPES } from './video-rules.ts';

/**
 * Vimeo (spec §3 video sources `vimeo` and `vimeo-oauth`, §9 "Vimeo video must be password
 * protected and on a Standard or higher paid plan", "Vimeo access one hour"; docs/decisions.md "Video
 * source list"). A Vimeo source is a reference to a private video: its URL and its password,
 * both required, which festivals watching the film are given. No file is stored.
 */

/** The longest URL and password we keep (the columns `UrlOvp` and `MotDePasseOvp`). */
export const VIMEO_URL_MAX = 300;
export const VIMEO_PASSWORD_MAX = 100;
/** Spec §9: a Vimeo access token is kept at most one hour. */
export const VIMEO_ACCESS_MAX_SECONDS = 3600;

export const VIMEO_SOURCES = ['vimeo', 'vimeo-oauth'] as const;
export type VimeoSource = (typeof VIMEO_SOURCES)[number];

/** A Vimeo reference rather than a stored file. */
export function isVimeoSource(source: string): source is VimeoSource {
  return (VIMEO_SOURCES as readonly string[]).includes(source);
}

export type VimeoVideo = { id: string; hash: string | null };

const ID = /^\d{1,12}$/;
const HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The video a Vimeo URL names, or null when it is not one: `vimeo.com/{id}`,
 * `vimeo.com/{id}/{hash}`, `player.vimeo.com/video/{id}`, each with an optional `?h={hash}`
 * (the hash of an unlisted video). https only; no user info, no port, no other host.
 */
export function parseVimeoUrl(value: string): VimeoVideo | null {
  // No URL class here: the domain runs without DOM or Node libraries.
  const match = PAGE.exec(value.trim()) ?? PLAYER.exec(value.trim());
  if (!match?.groups) return null;
  const { id, pathHash, query } = match.groups;
  if (!id || !ID.test(id)) return null;
  const queryHash = readParams(query ?? '').h;
  const hash = pathHash ?? queryHash ?? null;
  if (hash !== null && !HASH.test(hash)) return null;
  return { id, hash };
}

const PAGE =
  /^https:\/\/(?:www\.)?vimeo\.com\/(?<id>\d{1,12})(?:\/(?<pathHash>[0-9a-f]{6,20}))?\/?(?:\?(?<query>[^#]*))?(?:#.*)?$/i;
const PLAYER = /^https:\/\/player\.vimeo\.com\/video\/(?<id>\d{1,12})\/?(?:\?(?<query>[^#]*))?(?:#.*)?$/i;

/** `a=1&b=2` as an object (the first of a repeated name wins); undecodable values are dropped. */
function readParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of text.split('&')) {
    const [rawName, ...rest] = pair.split('=');
    try {
      const name = decodeURIComponent((rawName ?? '').replace(/\+/g, ' '));
      if (name && !(name in params)) params[name] = decodeURIComponent(rest.join('=').replace(/\+/g, ' '));
    } catch {
      // A malformed escape: that pair is ignored.
    }
  }
  return params;
}

/** The canonical page of a Vimeo video (what `UrlOvp` keeps). */
export function vimeoPageUrl(video: VimeoVideo): string {
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

/** The embedded player's address (the iframe the media tab and festivals show). */
export function vimeoPlayerUrl(video: VimeoVideo): string {
  return `https://player.vimeo.com/video/${video.id}${video.hash ? `?h=${video.hash}` : ''}`;
}

/** The id and hash as one reference (`ReferenceOvp`): `{id}` or `{id}:{hash}`. */
export function vimeoReference(video: VimeoVideo): string {
  return video.hash ? `${video.id}:${video.hash}` : video.id;
}

export function parseVimeoReference(reference: string): VimeoVideo | null {
  const [id, hash, ...rest] = reference.split(':');
  if (!id || !ID.test(id) || rest.length > 0 || (hash !== undefined && !HASH.test(hash))) return null;
  return { id, hash: hash ?? null };
}

/**
 * `PUT films/{IdFilm}/video/{type}/vimeo`: a Vimeo reference. `replaceFile` confirms that a
 * stored file of this type goes; `token` is the access token of the authorisation return, when
 * the filmmaker came through it (the source is then `vimeo-oauth`). Messages are rule codes.
 */
export const ZVimeoReferenceRequest = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'VIMEO_URL_REQUIRED')
    .max(VIMEO_URL_MAX, 'VIMEO_URL_TOO_LONG')
    .refine((value) => parseVimeoUrl(value) !== null, 'VIMEO_URL_INVALID'),
  // A password is kept as typed: spaces may be part of it.
  password: z
    .string()
    .min(1, 'VIMEO_PASSWORD_REQUIRED')
    .max(VIMEO_PASSWORD_MAX, 'VIMEO_PASSWORD_TOO_LONG')
    .refine((value) => value.trim() !== '', 'VIMEO_PASSWORD_REQUIRED'),
  replaceFile: z.boolean().optional(),
  token: z.string().min(1).max(200).optional(),
});
export type VimeoReferenceRequest = z.input<typeof ZVimeoReferenceRequest>;

/** `GET films/{IdFilm}/video/{type}/vimeo`: the reference with its password (owner only). */
export const ZVimeoReference = z.object({
  TypeVideo: z.enum(VIDEO_TYPES),
  url: z.string(),
  playerUrl: z.string(),
  password: z.string(),
  source: z.enum(VIMEO_SOURCES),
});
export type VimeoReference = z.infer<typeof ZVimeoReference>;

/**
 * The authorisation return's `state`: the film and the language of the media tab to come back
 * to, `{filmId}-{language}`.
 */
export const ZVimeoState = z
  .string()
  .max(13, 'VIMEO_STATE_INVALID')
  .regex(/^[1-9]\d{0,9}-[a-z]{2}$/, 'VIMEO_STATE_INVALID')
  .transform((value) => {
    const [film, language] = value.split('-');
    return { filmId: Number(film), language: language as Language };
  })
  .refine(
    (state) => state.filmId <= 2_147_483_647 && (ALL_LANGUAGES as readonly string[]).includes(state.language),
    'VIMEO_STATE_INVALID',
  );

/**
 * `POST vimeo/token`: what the authorisation return read in its hash (`#access_token=...&
 * expires_in=...&state=...`). The server keeps the token in a per-user cookie for
 * `min(expires_in, one hour)` seconds.
 */
export const ZVimeoTokenRequest = z.object({
  accessToken: z
    .string()
    .max(200, 'VIMEO_TOKEN_INVALID')
    .regex(/^[A-Za-z0-9._~+/=-]{8,200}$/, 'VIMEO_TOKEN_INVALID'),
  expiresIn: z.coerce
    .number()
    .int()
    .positive()
    .max(10 * 365 * 86_400),
  state: ZVimeoState,
});
export type VimeoTokenRequest = z.input<typeof ZVimeoTokenRequest>;

/** The seconds a returned token is kept: what Vimeo said, at most one hour (spec §9). */
export function vimeoTokenSeconds(expiresIn: number): number {
  return Math.max(1, Math.min(Math.floor(expiresIn), VIMEO_ACCESS_MAX_SECONDS));
}

/** The fields of the return's hash (`#a=1&b=2`), as the token request takes them. */
export function readVimeoReturnHash(hash: string): {
  accessToken: string;
  expiresIn: string;
  state: string;
} {
  const params = readParams(hash.replace(/^#/, ''));
  return {
    accessToken: params.access_token ?? '',
    expiresIn: params.expires_in ?? '',
    state: params.state ?? '',
  };
}
