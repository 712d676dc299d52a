import { z } from 'zod';
import { ACCOUNT_RULE } from '../accounts/rule-codes.ts';
import { requiredText } from '../accounts/text-rules.ts';
import { ZId } from '../fields/ids.ts';

/*
 * The festival's images its managers edit (issue 33), beside the profile:
 * - `GET festival-space/festivals/{id}/images` -> ZFestivalImages
 * - `PUT festival-space/festivals/{id}/images/{kind}`, the image's bytes as an
 *   `application/octet-stream` body -> ZFestivalImages (the logo, cover or banner replaced)
 * - `DELETE festival-space/festivals/{id}/images/{kind}` -> ZFestivalImages
 * - `POST festival-space/festivals/{id}/photos?Credit=`, the bytes -> 201 ZFestivalImages
 * - `PUT festival-space/festivals/{id}/photos/{IdPhoto}` (ZFestivalPhotoRequest) -> ZFestivalImages
 * - `DELETE festival-space/festivals/{id}/photos/{IdPhoto}` -> ZFestivalImages
 * - `PUT festival-space/festivals/{id}/photos/order` (ZFestivalPhotoOrderRequest) -> ZFestivalImages
 * Uploads go through the film photos' checks (type read from the bytes, dimensions, the image
 * queue and the upload rate): 415 FILE_TYPE_REFUSED, 413 FILE_TOO_LARGE, 400 FILE_MISSING,
 * 409 FILE_LIMIT_REACHED past `FESTIVAL_PHOTO_LIMIT` photos.
 */

/** The festival's single images, by their column (spec §3: Logo, Couverture, Banniere). */
export const FESTIVAL_IMAGE_KINDS = ['Logo', 'Couverture', 'Banniere'] as const;
export type FestivalImageKind = (typeof FESTIVAL_IMAGE_KINDS)[number];

/** How many photos a festival holds (its page's gallery). */
export const FESTIVAL_PHOTO_LIMIT = 20;

/** A photo's credit: 1 to 255 characters (spec §5). */
export const FESTIVAL_PHOTO_CREDIT_MAX = 255;

const credit = requiredText({ max: FESTIVAL_PHOTO_CREDIT_MAX });

/** The upload's query: the photo's credit. */
export const ZFestivalPhotoUploadQuery = z.strictObject({ Credit: credit });
export type FestivalPhotoUploadValues = z.output<typeof ZFestivalPhotoUploadQuery>;

/** `PUT .../photos/{IdPhoto}`: the photo's credit changed. */
export const ZFestivalPhotoRequest = z.strictObject({ Credit: credit });
export type FestivalPhotoRequest = z.input<typeof ZFestivalPhotoRequest>;

/**
 * `PUT .../photos/order`: every photo of the festival, each once, in the order the public page
 * shows them (as sections and questions are ordered). Another set of ids (one missing, one of
 * another festival) is 400 VALIDATION_FAILED on `order`.
 */
export const ZFestivalPhotoOrderRequest = z.strictObject(
  {
    order: z
      .array(ZId, { error: ACCOUNT_RULE.invalid })
      .min(1, ACCOUNT_RULE.required)
      .max(FESTIVAL_PHOTO_LIMIT, ACCOUNT_RULE.tooLong)
      .refine((ids) => new Set(ids).size === ids.length, ACCOUNT_RULE.invalid),
  },
  { error: ACCOUNT_RULE.invalid },
);
export type FestivalPhotoOrderRequest = z.infer<typeof ZFestivalPhotoOrderRequest>;

const ZImage = z.object({ Fichier: z.string(), Url: z.string() }).nullable();

/** The festival's images as its managers see them: file names, and a small size's URL to preview. */
export const ZFestivalImages = z.object({
  Logo: ZImage,
  Couverture: ZImage,
  Banniere: ZImage,
  photos: z.array(
    z.object({ Id: z.number().int().positive(), Fichier: z.string(), Url: z.string(), Credit: z.string() }),
  ),
  limit: z.number().int(),
});
export type FestivalImages = z.infer<typeof ZFestivalImages>;
