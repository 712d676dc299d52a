import { z } from 'zod';
import { ZId } from '../fields/ids.ts';
import { FESTIVAL_CODE_KINDS, FESTIVAL_CODE_MAX, FESTIVAL_CODE_REFUSALS } from './festival-codes.ts';

/**
 * `PUT customer/{id}/basket/festival-code {IdInscription, code}`: a festival's code on one entry of
 * the basket. Anything that cannot be a code is said as unknown, as the server would.
 */
export const ZApplyFestivalCodeRequest = z.strictObject({
  IdInscription: ZId,
  code: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .max(FESTIVAL_CODE_MAX, 'FESTIVAL_CODE_UNKNOWN')
    .regex(/^[A-Za-z0-9_-]+$/, 'FESTIVAL_CODE_UNKNOWN'),
});
export type ApplyFestivalCodeRequest = z.infer<typeof ZApplyFestivalCodeRequest>;

/** `PUT customer/{id}/basket/remove-festival-code {IdInscription}`. */
export const ZRemoveFestivalCodeRequest = z.strictObject({ IdInscription: ZId });
export type RemoveFestivalCodeRequest = z.infer<typeof ZRemoveFestivalCodeRequest>;

/** The code on a basket entry, and why it no longer comes off (expired, used up since), else null. */
export const ZBasketFestivalCode = z.object({
  code: z.string(),
  kind: z.enum(FESTIVAL_CODE_KINDS),
  percent: z.number().int(),
  problem: z.enum(FESTIVAL_CODE_REFUSALS).nullable(),
});
export type BasketFestivalCode = z.infer<typeof ZBasketFestivalCode>;
