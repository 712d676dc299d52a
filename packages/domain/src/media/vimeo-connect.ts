import { z } from 'zod';
import { ZLanguage } from '../languages.ts';

/**
 * "Connect my Vimeo account" (spec §4 video platform return, §9 "Vimeo access one hour"): the
 * media tab sends the filmmaker to Vimeo's authorisation page; Vimeo sends them back to
 * `/vimeo-callback?code=...&state=...`, and the server exchanges the code for the token. The
 * state is sealed by the server for one user, one film and one hour: the web never reads it.
 */

/** The longest sealed state we take back (it is about 150 characters). */
export const VIMEO_CONNECT_STATE_MAX = 400;

/** `GET films/{IdFilm}/video/vimeo/authorize`: where the button goes; null when no Vimeo app is configured. */
export const ZVimeoAuthorize = z.object({ url: z.string().nullable() });
export type VimeoAuthorize = z.infer<typeof ZVimeoAuthorize>;

export const ZVimeoAuthorizeQuery = z.object({ language: ZLanguage });

/** `POST vimeo/code`: what Vimeo put in the return's query. */
export const ZVimeoCodeRequest = z.object({
  code: z
    .string()
    .min(4, 'VIMEO_STATE_INVALID')
    .max(200, 'VIMEO_STATE_INVALID')
    .regex(/^[A-Za-z0-9._~+/=-]+$/, 'VIMEO_STATE_INVALID'),
  state: z.string().min(1, 'VIMEO_STATE_INVALID').max(VIMEO_CONNECT_STATE_MAX, 'VIMEO_STATE_INVALID'),
});
export type VimeoCodeRequest = z.input<typeof ZVimeoCodeRequest>;

/** The token (for the media tab's query, checked against the cookie) and where to go back. */
export const ZVimeoCodeAnswer = z.object({
  IdFilm: z.number().int(),
  language: ZLanguage,
  accessToken: z.string(),
  expires: z.iso.datetime({ offset: true }),
});
export type VimeoCodeAnswer = z.infer<typeof ZVimeoCodeAnswer>;
