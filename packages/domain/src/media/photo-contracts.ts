import { z } from 'zod';
import { optionalFileName } from '../accounts/text-rules.ts';
import { ZId } from '../fields/ids.ts';
import { ZFilmPhoto } from '../films/api-contracts.ts';
import { FILM_TEXT_LIMITS } from '../films/film-values.ts';
import { ZFilmPhotoRequest } from '../films/media-rules.ts';
import { FILM_RULE } from '../films/rule-codes.ts';

/**
 * The photo calls of a film (spec §7: `film-photo/{idFilm}/dico`, `DELETE films/{IdFilm}/photo/{Id}`,
 * the public image path; the upload is ours, the spec shows none):
 * - `GET film-photo/:idFilm/dico` -> ZFilmPhotoList
 * - `POST films/:idFilm/photo?Type=&IsPrincipal=&Credit=&FichierOriginal=`, the image's bytes
 *   as an `application/octet-stream` body -> 201 ZFilmPhoto; 409 FILE_LIMIT_REACHED,
 *   413 FILE_TOO_LARGE, 415 FILE_TYPE_REFUSED (read from the bytes), 400 FILE_MISSING
 * - `PUT films/:idFilm/photo/:id` (ZFilmPhotoRequest) -> ZFilmPhoto
 * - `PUT films/:idFilm/photo-order` (ZPhotoOrderRequest) -> ZFilmPhotoList
 * - `DELETE films/:idFilm/photo/:id` -> 204
 * - `GET public/photos/films/:IdFilm/upload-by/:user/size/:size/:file` -> the image
 * Another account's film or photo answers 404; an archived film 409 FILM_ARCHIVED.
 */

/** A query string flag: `true`/`false` (also `1`/`0`), absent = false. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: FILM_RULE.invalid })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The upload's query: the photo's fields (as `ZFilmPhotoRequest`) and the name it had. */
export const ZFilmPhotoUploadQuery = ZFilmPhotoRequest.extend({
  IsPrincipal: queryFlag,
  FichierOriginal: optionalFileName(FILM_TEXT_LIMITS.fileName),
});
export type FilmPhotoUploadQuery = z.input<typeof ZFilmPhotoUploadQuery>;
export type FilmPhotoUploadValues = z.output<typeof ZFilmPhotoUploadQuery>;

/** The film's photos in their order, with how many it may hold now (5, or 20 with a SuperStamp). */
export const ZFilmPhotoList = z.object({
  photos: z.array(ZFilmPhoto),
  limit: z.number().int(),
  /** Largest photo accepted, in bytes (spec §5 picker: 5 MB by default). */
  maxBytes: z.number().int(),
});
export type FilmPhotoList = z.infer<typeof ZFilmPhotoList>;

/** The film's photo ids in their new order; every photo of the film, each once. */
export const ZPhotoOrderRequest = z.object({
  Ids: z.array(ZId).min(1, FILM_RULE.required).max(100, FILM_RULE.invalid),
});
export type PhotoOrderRequest = z.input<typeof ZPhotoOrderRequest>;

/**
 * The WebP file beside a JPEG image path (every size is stored in both): a `<picture>` offers it
 * to the browsers that take it and keeps the JPEG for the others.
 */
export function webpSibling(jpegPath: string): string {
  return jpegPath.replace(/\.jpg$/, '.webp');
}
