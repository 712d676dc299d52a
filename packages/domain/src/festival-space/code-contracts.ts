import { z } from 'zod';
import { ZLogin } from '../accounts/login-rules.ts';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { zPlainText } from '../fields/text.ts';
import { FESTIVAL_CODE_KINDS, FESTIVAL_CODE_MAX, FESTIVAL_CODE_PATTERN } from '../orders/festival-codes.ts';

/** A code as a manager types it: letters, digits, dash, underscore; kept in capitals. */
export const ZFestivalCodeText = z
  .string()
  .trim()
  .min(3, 'TOO_SHORT')
  .max(FESTIVAL_CODE_MAX, 'TOO_LONG')
  .regex(FESTIVAL_CODE_PATTERN, 'INVALID');

export const FESTIVAL_CODE_USES_MAX = 10_000;
export const FESTIVAL_CODE_HAND_MAX = 50;

/**
 * `POST festivals/{IdFestival}/codes` (managers, issue 33): a fee waiver (`free`) or a percentage
 * off the entry fee of one of the festival's sections, for `maxUses` entries, until a day on the
 * festival's clock. `code` left out: one is generated. `handedOnly`: only the addresses it is
 * handed to may use it. A code already taken by the festival (whatever its case) is 409 with
 * field `code`; a section of another festival 404 (field `IdCampagneSection`); a past day 400.
 */
export const ZFestivalCodeRequest = z
  .strictObject({
    code: ZFestivalCodeText.optional(),
    IdCampagneSection: ZId,
    kind: z.enum(FESTIVAL_CODE_KINDS),
    /** Percent off, 1 to 99; only with `percent`. */
    percent: z.number().int().min(1).max(99).optional(),
    maxUses: z.number().int().min(1).max(FESTIVAL_CODE_USES_MAX),
    until: ZIsoDay,
    handedOnly: z.boolean().optional(),
  })
  .refine((input) => (input.kind === 'percent') === (input.percent !== undefined), {
    message: 'REQUIRED',
    path: ['percent'],
  });
export type FestivalCodeRequest = z.infer<typeof ZFestivalCodeRequest>;

/** One of the festival's codes as the workspace lists it. */
export const ZFestivalCode = z.object({
  IdCode: ZId,
  code: z.string(),
  IdCampagneSection: ZId,
  sectionName: z.string(),
  kind: z.enum(FESTIVAL_CODE_KINDS),
  percent: z.number().int(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  /** Its last day, `YYYY-MM-DD`, on the festival's clock. */
  until: z.string(),
  expired: z.boolean(),
  disabled: z.boolean(),
  handedOnly: z.boolean(),
  /** The addresses it was handed to, in the order they were first sent. */
  handedTo: z.array(z.string()),
  DateCreation: z.iso.datetime({ offset: true }),
});
export type FestivalCode = z.infer<typeof ZFestivalCode>;

export const ZFestivalCodesResponse = z.object({ items: z.array(ZFestivalCode) });

/**
 * `POST festivals/{IdFestival}/codes/{IdCode}/hand` (managers): email the code to these
 * addresses (each in its account's language, else the manager's), which may then use it when it
 * is `handedOnly`. A disabled or expired code cannot be handed (410).
 */
export const ZHandFestivalCodeRequest = z.strictObject({
  emails: z.array(ZLogin).min(1).max(FESTIVAL_CODE_HAND_MAX),
  message: zPlainText({ multiline: true }).max(1000).optional(),
});
export type HandFestivalCodeRequest = z.infer<typeof ZHandFestivalCodeRequest>;
