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
