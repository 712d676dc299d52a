import { z } from 'zod';
import { VIDEO_TYPES } from './video-rules.ts';

/** Spec §5 / §9: a direct link is at most 1500 characters. */
export const VIDEO_LINK_MAX = 1500;

/** `POST films/{IdFilm}/video/import`: a direct, Dropbox or Google Drive link to a video file. */
export const ZVideoImportRequest = z.object({
  url: z
    .string()
    .trim()
    .max(VIDEO_LINK_MAX)
    .url()
    .refine((value) => /^https?:\/\//i.test(value), 'URL_SCHEME'),
  type: z.enum(VIDEO_TYPES),
});
export type VideoImportRequest = z.input<typeof ZVideoImportRequest>;

/**
 * Why an import job failed, kept on its row for the filmmaker: the link did not answer with a
 * file (an error status, too many redirects, no connection, a link that expired, a body shorter
 * or longer than announced), it led to a private address, the file was over the size limit, its
 * bytes were not a video, or it came too slowly (below the minimum rate, or past the deadline).
 */
export const VIDEO_IMPORT_FAILURES = [
  'UNREACHABLE',
  'REFUSED',
  'TOO_LARGE',
  'NOT_VIDEO',
  'TOO_SLOW',
] as const;
export type VideoImportFailure = (typeof VIDEO_IMPORT_FAILURES)[number];

/**
 * `GET films/{IdFilm}/video/imports`: the film's imports still running or failed (a finished one
 * has become the film's video and is listed no more). `Taille` is the announced length (0 while
 * unknown), `Recu` the bytes written so far.
 */
export const ZVideoImport = z.object({
  Id: z.string(),
  TypeVideo: z.enum(VIDEO_TYPES),
  FichierOriginal: z.string(),
  DateCreation: z.string(),
  Taille: z.number().int(),
  Recu: z.number().int(),
  Erreur: z.enum(VIDEO_IMPORT_FAILURES).nullable(),
});
export type VideoImport = z.infer<typeof ZVideoImport>;
