import { hasSuperStamp } from '../films/publication-rules.ts';

/**
 * The film video (viewing copy) and the trailer (spec §3 "Film video", §9 sizes; docs/decisions.md
 * "Video size" and "Video source list"). Pure rules: the server enforces them, the web shows them.
 */

/** Spec §3 video type enumeration. */
export const VIDEO_TYPES = ['film', 'trailer'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Spec §3 video source enumeration, all kept (docs/decisions.md "Video source list"). */
export const VIDEO_SOURCES = ['local', 'vimeo', 'dropbox', 'google', 'link', 'vimeo-oauth'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

/** Largest file per video type, without and with a running SuperStamp. */
export type VideoSizeLimits = Record<VideoType, { standard: number; superStamp: number }>;

/** docs/decisions.md: film 4 GB and trailer 500 MB without SuperStamp; 10 GB and 2 GB with one. */
export const DEFAULT_VIDEO_SIZE_LIMITS: VideoSizeLimits = {
  film: { standard: 4 * GB, superStamp: 10 * GB },
  trailer: { standard: 500 * MB, superStamp: 2 * GB },
};

/** The largest file this film may upload now for this video type. */
export function videoMaxBytes(options: {
  type: VideoType;
  superStampExpiry: Date | null;
  now: Date;
  limits?: VideoSizeLimits;
}): number {
  const limit = (options.limits ?? DEFAULT_VIDEO_SIZE_LIMITS)[options.type];
  return hasSuperStamp(options.superStampExpiry, options.now) ? limit.superStamp : limit.standard;
}

/** Containers a viewing copy may come in, read from the file's first bytes. */
export const VIDEO_CONTAINERS = ['mp4', 'mov', 'matroska', 'webm', 'avi', 'mpeg-ts', 'mxf'] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];

/** The MIME type a stored video is played with (a browser plays what it can; the others download). */
export const VIDEO_CONTAINER_MIME: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  matroska: 'video/x-matroska',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  'mpeg-ts': 'video/mp2t',
  mxf: 'application/mxf',
};

/** Enough bytes to tell every accepted container apart (three transport-stream packets' sync bytes). */
export const VIDEO_SNIFF_BYTES = 512;

const at = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));

const startsWithBytes = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < Math.min(end, bytes.length); i += 1) text += String.fromCharCode(bytes[i] ?? 0);
  return text;
}

/** ISO base media (`ftyp` box): QuickTime when its major brand is `qt  `, MP4 family otherwise (not AVIF images). */
function isoContainer(bytes: Uint8Array): VideoContainer | undefined {
  if (at(bytes, 4, 'ftyp')) {
    const brand = latin1(bytes, 8, 12);
    if (/^avi[fs]/.test(brand)) return undefined;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  // Older QuickTime files start with another top-level atom (`moov`, `mdat`, `wide`, `free`).
  if (['moov', 'mdat', 'wide', 'free', 'skip'].some((atom) => at(bytes, 4, atom))) return 'mov';
  return undefined;
}

/**
 * The container of a video from its first bytes (at least `VIDEO_SNIFF_BYTES`), or undefined
 * when it is none we take: a text file named `.mp4` is refused here (issue 13).
 */
export function sniffVideoContainer(bytes: Uint8Array): VideoContainer | undefined {
  const iso = isoContainer(bytes);
  if (iso) return iso;
  if (startsWithBytes(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return latin1(bytes, 4, VIDEO_SNIFF_BYTES).includes('webm') ? 'webm' : 'matroska';
  }
  if (at(bytes, 0, 'RIFF') && at(bytes, 8, 'AVI ')) return 'avi';
  // MPEG transport stream: a sync byte every 188 bytes.
  if (bytes.length > 376 && bytes[0] === 0x47 && bytes[188] === 0x47 && bytes[376] === 0x47) return 'mpeg-ts';
  if (startsWithBytes(bytes, [0x06, 0x0e, 0x2b, 0x34, 0x02, 0x05, 0x01, 0x01])) return 'mxf';
  return undefined;
}
