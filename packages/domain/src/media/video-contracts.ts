import { z } from 'zod';
import { zFileName } from '../fields/file-name.ts';
import { ZPlainText } from '../fields/text.ts';
import { VIDEO_CHECK_STATES, ZVideoCheck } from './video-check.ts';
import { VIDEO_SOURCES, VIDEO_TYPES } from './video-rules.ts';

/**
 * What a tus upload of a film video says about itself when it is created (the `Upload-Metadata`
 * header, spec §7 `video-upload`): which film, which video type, the file's name and the type
 * the browser gave. The server binds the upload to this film and to the signed-in account.
 */
export const ZVideoUploadMetadata = z.object({
  filmId: z.coerce.number().int().positive().max(2_147_483_647),
  type: z.enum(VIDEO_TYPES),
  // The name is stored and shown back: no control characters (a NUL cannot even be stored).
  filename: zFileName().trim().min(1).max(255),
  filetype: ZPlainText.max(100).optional(),
});
export type VideoUploadMetadata = z.output<typeof ZVideoUploadMetadata>;

/** Browser types a video may arrive with; empty or generic when the browser does not know. */
export function isVideoFileType(type: string | undefined): boolean {
  if (!type) return true;
  return /^video\//.test(type) || type === 'application/mxf' || type === 'application/octet-stream';
}

/**
 * The tus `Upload-Metadata` header: comma-separated `key base64value` pairs (a key alone has no
 * value). Undefined when the header is not of that form.
 */
export function parseTusMetadata(header: string | undefined): Record<string, string> | undefined {
  if (!header) return {};
  const result: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return undefined;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
    result[key] = value === undefined ? '' : decodeBase64Utf8(value);
  }
  return result;
}

/** Base64 to a UTF-8 string without Node or DOM APIs (the domain runs anywhere). */
function decodeBase64Utf8(value: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of value.replace(/=+$/, '')) {
    buffer = (buffer << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return String.fromCharCode(...bytes);
  }
}

const ZDate = z.iso.datetime({ offset: true });

/**
 * Until when a stored video is kept and why (`screenerRetention`, docs/decisions.md "Screener
 * retention"): the media tab and the basket word it ("Kept until 12 July 2027: your entry at ...
 * awaits its answer (results 12 June)").
 */
export const ZVideoRetention = z.object({
  /** The last day it is kept (UTC); null while an entry awaiting its answer holds it past its dates. */
  until: ZDate.nullable(),
  /** An entry awaits its decision: never deleted meanwhile. */
  held: z.boolean(),
  reason: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('upload') }),
    z.object({ kind: z.literal('superStamp') }),
    z.object({
      kind: z.literal('entry'),
      IdInscription: z.number().int(),
      festival: z.string(),
      awaiting: z.boolean(),
      resultAt: ZDate.nullable(),
      closingAt: ZDate.nullable(),
    }),
    z.object({ kind: z.literal('warning'), warnedAt: ZDate }),
  ]),
});
export type VideoRetentionAnswer = z.infer<typeof ZVideoRetention>;

/** A film's video or trailer as the media tab shows it (spec §3 "Film video"). */
export const ZFilmVideo = z.object({
  Id: z.number().int(),
  TypeVideo: z.enum(VIDEO_TYPES),
  FichierOriginal: z.string().nullable(),
  Poids: z.number().int().nullable(),
  DateLastUpload: ZDate.nullable(),
  NbUpload: z.number().int(),
  DateExpiration: ZDate.nullable(),
  DateProlongation: ZDate.nullable(),
  SourceUploadVideo: z.enum(VIDEO_SOURCES),
  /** The last day it is kept (`retention.until`; spec §4's later of expiry and extension, raised by the film's entries), and whether it has passed. */
  limitDate: ZDate.nullable(),
  isExpired: z.boolean(),
  /** Until when and why a stored file is kept; null without a file (a Vimeo reference, a deleted file). */
  retention: ZVideoRetention.nullable(),
  checkState: z.enum(VIDEO_CHECK_STATES).nullable(),
  check: ZVideoCheck.nullable(),
  /** Languages (ids) this video has subtitles in. */
  subtitles: z.array(z.number().int()),
  /** A Vimeo reference (source `vimeo` / `vimeo-oauth`): its page and embedded player; no file then. */
  vimeo: z.object({ url: z.string(), playerUrl: z.string() }).nullable(),
});
export type FilmVideo = z.infer<typeof ZFilmVideo>;

/** `GET films/{IdFilm}/video`: the film's videos and the size each type may have now. */
export const ZFilmVideoList = z.object({
  videos: z.array(ZFilmVideo),
  maxBytes: z.object({ film: z.number().int(), trailer: z.number().int() }),
});
export type FilmVideoList = z.infer<typeof ZFilmVideoList>;

/** `GET films/{IdFilm}/video/{type}/url`: a short-lived signed URL playing the video (range requests). */
export const ZVideoPlaybackUrl = z.object({
  url: z.string(),
  expires: ZDate,
  /** The poster frame (JPEG) taken by the technical check, signed the same way, if any. */
  poster: z.string().nullable(),
  /** The subtitle tracks (WebVTT), signed the same way. */
  tracks: z.array(z.object({ IdLangue: z.number().int(), url: z.string() })),
});

/** `PUT films/{IdFilm}/video/{type}/subtitles/{idLangue}`: the SRT file's bytes; its name in the query. */
export const ZSubtitleUploadQuery = z.object({
  FichierOriginal: zFileName().trim().min(1).max(255).optional(),
});
export type VideoPlaybackUrl = z.infer<typeof ZVideoPlaybackUrl>;
