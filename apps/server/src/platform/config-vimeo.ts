import { ConfigError } from './config-error.ts';

/**
 * "Connect my Vimeo account" (spec §4 video platform return): a Vimeo API app's client id and
 * secret. Vimeo's authorisation answers a code (`response_type=code` is the only one it takes),
 * which the server exchanges for the token with the secret: one without the other is refused.
 */
export type VimeoSettings = {
  clientId: string;
  clientSecret: string;
  /** `https://api.vimeo.com`: the authorize page and the token exchange (tests: a local server). */
  apiUrl: string;
};

const CLIENT = /^[A-Za-z0-9]{8,100}$/;

export function vimeoSettings(e: {
  VIMEO_CLIENT_ID?: string | undefined;
  VIMEO_CLIENT_SECRET?: string | undefined;
  VIMEO_API_URL: string;
}): VimeoSettings | null {
  const id = e.VIMEO_CLIENT_ID?.trim() ?? '';
  const secret = e.VIMEO_CLIENT_SECRET?.trim() ?? '';
  if (!id && !secret) return null;
  const problems: string[] = [];
  if (!id) problems.push('  VIMEO_CLIENT_ID: required with VIMEO_CLIENT_SECRET');
  else if (!CLIENT.test(id))
    problems.push('  VIMEO_CLIENT_ID: the client identifier of a Vimeo app (letters and digits)');
  if (!secret)
    problems.push('  VIMEO_CLIENT_SECRET: required with VIMEO_CLIENT_ID (the code is exchanged with it)');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { clientId: id, clientSecret: secret, apiUrl: e.VIMEO_API_URL.replace(/\/+$/, '') };
}
