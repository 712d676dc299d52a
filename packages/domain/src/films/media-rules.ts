import { z } from 'zod';
import { optionalField } from '../accounts/text-rules.ts';
import { FILM_LIMITS, FILM_TEXT_LIMITS, type ImageSize, ZDocumentType, ZPhotoType } from './film-values.ts';
import { FILM_RULE } from './rule-codes.ts';

/**
 * Photos and documents of a film (spec §3, §5 picker rules, docs/decisions.md limits). The files
 * themselves travel as multipart uploads; these are their text fields and the pure limits.
 */

/** How many photos a film may hold: 5, or 20 with a SuperStamp (docs/decisions.md). */
export function photoLimit(superStamp: boolean): number {
  return superStamp ? FILM_LIMITS.photosWithSuperStamp : FILM_LIMITS.photosWithoutSuperStamp;
}

/** True when one more photo stays within the limit. */
export function canAddPhoto(options: { count: number; superStamp: boolean }): boolean {
  return options.count < photoLimit(options.superStamp);
}

/** True when one more document of a person on a film stays within the limit (10, docs/decisions.md). */
export function canAddDocument(count: number): boolean {
  return count < FILM_LIMITS.documentsPerPersonAndFilm;
}

const credit = optionalField(z.string().max(FILM_TEXT_LIMITS.photoCredit, FILM_RULE.tooLong), {
  max: FILM_TEXT_LIMITS.photoCredit,
});

/** The text fields of a photo upload, and the body of `PUT films/:idFilm/photo/:id`. */
export const ZFilmPhotoRequest = z.object({
  Type: ZPhotoType,
  IsPrincipal: z.boolean({ error: FILM_RULE.invalid }).default(false),
  Credit: credit,
});
export type FilmPhotoRequest = z.input<typeof ZFilmPhotoRequest>;
export type FilmPhotoValues = z.output<typeof ZFilmPhotoRequest>;

/** The text fields of a document upload. */
export const ZDocumentRequest = z.object({ Type: ZDocumentType });
export type DocumentRequest = z.input<typeof ZDocumentRequest>;

/**
 * The public image path of spec §7: `public/photos/films/{IdFilm}/upload-by/{user}/size/{size}/{file}`
 * (`user` is the owner's account id), under the user API prefix.
 */
export function filmPhotoPath(options: {
  IdFilm: number;
  IdCompte: number;
  size: ImageSize;
  Fichier: string;
}): string {
  const file = encodeURIComponent(options.Fichier);
  return `/api/public/photos/films/${options.IdFilm}/upload-by/${options.IdCompte}/size/${options.size}/${file}`;
}
