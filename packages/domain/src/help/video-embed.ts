/**
 * A help tutorial's video (spec §3 Help resource `CodeEmbed`, issue 36). What an operator pastes
 * (a video's address, or its host's `<iframe>` embed code) is read down to the one thing we keep:
 * the canonical player address of an allowed host, built here from the video's id. Raw HTML is
 * never stored nor rendered, so no attribute, script or handler of the pasted code survives;
 * anything that is not one plain iframe or one address of an allowed host is refused. The same
 * rule runs when a resource is saved and when it is read, so a row written otherwise never
 * reaches a page. Zod-free and pure.
 */

/** The player hosts a tutorial may be framed from (the CSP's `frame-src` lists exactly these). */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
] as const;

export type VideoEmbed = { provider: 'youtube' | 'vimeo' | 'dailymotion' | 'peertube'; src: string };

export type VideoEmbedResult = { ok: true; embed: VideoEmbed } | { ok: false; code: 'HELP_EMBED_REFUSED' };

const REFUSED = { ok: false, code: 'HELP_EMBED_REFUSED' } as const;
const MAX_LENGTH = 2000;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const DAILYMOTION_HOSTS = new Set(['dailymotion.com', 'www.dailymotion.com', 'dai.ly']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const DAILYMOTION_ID = /^[a-zA-Z0-9]{5,12}$/;
const PEERTUBE_ID = /^[a-zA-Z0-9-]{6,64}$/;
/** A host name as an operator configures a PeerTube instance: lower-case labels, at least one dot. */
const HOST_NAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** One `<iframe ...></iframe>` and nothing else; its attributes are read only for `src`. */
const IFRAME = /^<iframe\b([^<>]*)>\s*<\/iframe>$/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The address inside a pasted embed code, or the pasted address itself; null when neither. */
function addressOf(input: string): string | null {
  const text = input.trim();
  if (!text.startsWith('<')) return /[\s<>"'`\\]/.test(text) ? null : text;
  const iframe = IFRAME.exec(text);
  if (!iframe) return null;
  const sources = [...(iframe[1] ?? '').matchAll(SRC_ATTRIBUTE)];
  if (sources.length !== 1) return null;
  const src = sources[0]?.[1] ?? sources[0]?.[2] ?? '';
  // An entity could hide a scheme (`&#106;avascript:`): the addresses we accept need none.
  if (/[&\s<>"'`\\]/.test(src.replaceAll('&amp;', ''))) return null;
  return src.replaceAll('&amp;', '&');
}

/** The parts of an address this rule reads (the domain has no `URL`: a strict parse of its own). */
type Address = { hostname: string; pathname: string; searchParams: { get(name: string): string | null } };

/**
 * `http(s)://host[:80|:443]/path?query#fragment` with plain characters only: no user part (an `@`
 * never reaches the host), no backslash, no percent-escape in the host.
 */
const ADDRESS =
  /^(?:https?:)?\/\/([a-z0-9.-]{1,253})(?::(?:80|443))?(\/[a-z0-9._~!$'()*+,;=:@%/-]*)?(?:\?([a-z0-9._~!$'()*+,;=:@%/?&-]*))?(?:#[a-z0-9._~!$&'()*+,;=:@%/?-]*)?$/i;

function parseUrl(address: string): Address | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [name, value] = pair.split('=');
    if (name && value !== undefined && !query.has(name)) query.set(name, value);
  }
  return {
    hostname: (match[1] ?? '').toLowerCase(),
    pathname: match[2] ?? '/',
    searchParams: { get: (name) => query.get(name) ?? null },
  };
}

function segments(url: Address): string[] {
  const parts = url.pathname.split('/').filter((part) => part !== '');
  // A dot segment would be resolved away by a browser: the address would not be the one read here.
  return parts.some((part) => part === '.' || part === '..') ? ['..'] : parts;
}

function youtube(url: Address, host: string): VideoEmbed | null {
  const parts = segments(url);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (parts[0] === 'watch' && parts.length === 1) id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(url: Address, host: string): VideoEmbed | null {
  const parts = segments(url);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video' || parts.length !== 2) return null;
    id = parts[1];
  } else {
    if (parts.length < 1 || parts.length > 2) return null;
    [id] = parts;
    hash = parts[1] ?? hash;
  }
  if (!id || !VIMEO_ID.test(id) || (hash !== undefined && !VIMEO_HASH.test(hash))) return null;
  const query = hash ? `?h=${hash}&dnt=1` : '?dnt=1';
  return { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}${query}` };
}

function dailymotion(url: Address, host: string): VideoEmbed | null {
  const parts = segments(url);
  let id: string | undefined;
  if (host === 'dai.ly') id = parts.length === 1 ? parts[0] : undefined;
  else if (parts[0] === 'video' && parts.length === 2) id = parts[1];
  else if (parts[0] === 'embed' && parts[1] === 'video' && parts.length === 3) id = parts[2];
  // A share address reads `/video/x8abc12_a-title`: the id ends at the underscore.
  id = id?.split('_')[0];
  if (!id || !DAILYMOTION_ID.test(id)) return null;
  return { provider: 'dailymotion', src: `https://www.dailymotion.com/embed/video/${id}` };
}

function peertube(url: Address, host: string): VideoEmbed | null {
  const parts = segments(url);
  let id: string | undefined;
  if (parts[0] === 'w' && parts.length === 2) id = parts[1];
  else if (parts[0] === 'videos' && ['embed', 'watch'].includes(parts[1] ?? '') && parts.length === 3)
    id = parts[2];
  if (!id || !PEERTUBE_ID.test(id)) return null;
  return { provider: 'peertube', src: `https://${host}/videos/embed/${id}` };
}

/** The PeerTube instances an installation allows, cleaned: host names only, lower case. */
export function peertubeHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => HOST_NAME.test(host));
}

/** The origins the CSP's `frame-src` allows: the fixed players and the configured PeerTube instances. */
export function videoFrameOrigins(peertubeHosts: readonly string[] = []): string[] {
  return [...VIDEO_PLAYER_ORIGINS, ...peertubeHosts.map((host) => `https://${host}`)];
}

/**
 * Reads a pasted embed code or video address into the canonical player address of an allowed
 * host (YouTube, played from youtube-nocookie; Vimeo's player with do-not-track; Dailymotion's
 * player; a PeerTube instance only if the installation lists it). The host must be one of those
 * exactly: `youtube.com.evil.example` or `evil-youtube.com` is not YouTube.
 */
export function parseVideoEmbed(
  input: string,
  options: { peertubeHosts?: readonly string[] } = {},
): VideoEmbedResult {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return REFUSED;
  const address = addressOf(input);
  const url = address ? parseUrl(address) : null;
  if (!url) return REFUSED;
  const host = url.hostname.toLowerCase();
  let embed: VideoEmbed | null = null;
  if (YOUTUBE_HOSTS.has(host)) embed = youtube(url, host);
  else if (VIMEO_HOSTS.has(host)) embed = vimeo(url, host);
  else if (DAILYMOTION_HOSTS.has(host)) embed = dailymotion(url, host);
  else if ((options.peertubeHosts ?? []).includes(host)) embed = peertube(url, host);
  return embed ? { ok: true, embed } : REFUSED;
}

/** A stored `CodeEmbed` as it may be framed, or null (never rendered) when the rule refuses it now. */
export function playableEmbed(
  stored: string | null,
  options: { peertubeHosts?: readonly string[] } = {},
): string | null {
  if (!stored) return null;
  const result = parseVideoEmbed(stored, options);
  return result.ok && result.embed.src === stored ? stored : null;
}
