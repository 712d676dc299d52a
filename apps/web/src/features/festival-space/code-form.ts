import {
  type FestivalCode,
  type FestivalCodeRequest,
  ZFestivalCodeText,
  ZHandFestivalCodeRequest,
} from '@shortlist/domain/festival-space/code-contracts';
import { ZIsoDay } from '@shortlist/domain/fields/days';
import { FESTIVAL_CODE_KINDS } from '@shortlist/domain/orders/festival-codes';
import { z } from 'zod';

/**
 * The new-code form as typed: numbers as text, the code left empty for one generated. Turned into
 * the request (`ZFestivalCodeRequest`, which the server checks again) by `toCodeRequest`.
 */
export const ZCodeForm = z
  .object({
    code: z.union([z.literal(''), ZFestivalCodeText]),
    IdCampagneSection: z.coerce.number().int().positive('REQUIRED'),
    kind: z.enum(FESTIVAL_CODE_KINDS),
    percent: z.string().trim(),
    maxUses: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'INVALID')
      .refine((v) => Number(v) >= 1 && Number(v) <= 10_000, 'INVALID'),
    until: ZIsoDay,
    handedOnly: z.boolean(),
  })
  .refine((form) => form.kind === 'free' || /^([1-9]|[1-9]\d)$/.test(form.percent), {
    message: 'INVALID',
    path: ['percent'],
  });
export type CodeForm = z.input<typeof ZCodeForm>;

export function toCodeRequest(form: z.output<typeof ZCodeForm>): FestivalCodeRequest {
  return {
    ...(form.code ? { code: form.code } : {}),
    IdCampagneSection: form.IdCampagneSection,
    kind: form.kind,
    ...(form.kind === 'percent' ? { percent: Number(form.percent) } : {}),
    maxUses: Number(form.maxUses),
    until: form.until,
    ...(form.handedOnly ? { handedOnly: true } : {}),
  };
}

/** Addresses typed one per line, or separated by commas, semicolons or spaces; blanks dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
}

/** The hand form: the addresses as typed, checked as the request the server takes. */
export const ZHandForm = z
  .object({ addresses: z.string(), message: z.string() })
  .superRefine((form, context) => {
    const parsed = ZHandFestivalCodeRequest.shape.emails.safeParse(splitAddresses(form.addresses));
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        path: ['addresses'],
        message: parsed.error.issues[0]?.message ?? 'INVALID',
      });
    }
  });
export type HandForm = z.input<typeof ZHandForm>;

/** What a code's row says of it: withdrawn, expired, used up, or still working. */
export function codeState(code: FestivalCode): 'disabled' | 'expired' | 'usedUp' | 'active' {
  if (code.disabled) return 'disabled';
  if (code.expired) return 'expired';
  return code.uses >= code.maxUses ? 'usedUp' : 'active';
}
