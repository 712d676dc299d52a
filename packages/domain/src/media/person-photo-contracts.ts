import { z } from 'zod';
import { optionalFileName, optionalText } from '../accounts/text-rules.ts';
import { ZId } from '../fields/ids.ts';
import { FILM_TEXT_LIMITS } from '../films/film-values.ts';

/**
 * A person's photo (spec §3 PhotoFileName, PhotoId; §7 `DELETE personnes/{id}/photo/{idPhoto}`;
 * the upload is ours, like a film photo's): at most one per person, a new one replaces it.
 * - `POST personnes/:id/photo?Credit=&FichierOriginal=`, the image's bytes as an
 *   `application/octet-stream` body -> 201 ZPersonPhoto; 413 FILE_TOO_LARGE, 415
 *   FILE_TYPE_REFUSED (read from the bytes), 400 FILE_MISSING
 * - `GET personnes/:id/photo` -> ZPersonPhoto or null
 * - `DELETE personnes/:id/photo/:idPhoto` -> 204
 * - `GET public/photos/personnes/:IdPersonne/:file` -> the image (the path the public film page
 *   links), to its owner, and to anyone once the person is credited on a public film
 * A person outside the account's address book answers 404.
 */
export const ZPersonPhotoUploadQuery = z.object({
  Credit: optionalText(FILM_TEXT_LIMITS.photoCredit),
  FichierOriginal: optionalFileName(FILM_TEXT_LIMITS.fileName),
});
export type PersonPhotoUploadValues = z.output<typeof ZPersonPhotoUploadQuery>;

export const ZPersonPhoto = z.object({
  Id: ZId,
  IdPersonne: ZId,
  Fichier: z.string(),
  Credit: z.string().nullable(),
  /** The public path (JPEG, HD-ready size); `webpSibling` gives the WebP one. */
  url: z.string(),
});
export type PersonPhoto = z.infer<typeof ZPersonPhoto>;

/** The public path of a person's photo (what the public film page links). */
export function personPhotoPath(IdPersonne: number, Fichier: string): string {
  return `/api/public/photos/personnes/${IdPersonne}/${Fichier}`;
}
