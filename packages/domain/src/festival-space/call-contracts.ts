import { z } from 'zod';
import { CAMPAIGN_STATUS } from '../festival-campaign-values.ts';
import { ZFestivalPage } from '../festivals/api-contracts.ts';
import { CALL_EVENTS, CALL_REFUSAL_REASON_MAX } from '../festivals/call-lifecycle.ts';
import { ZId } from '../fields/ids.ts';

/*
 * A festival's calls in the workspace (issue 33), under `/api/festival-space/`: a manager's list
 * of the festival's calls, asking for their verification and taking the request back; and the
 * operator's `verify-call` command.
 */

const ZDateTime = z.iso.datetime({ offset: true });

/** `GET festivals/{IdFestival}/calls` (managers): one call (campaign) of the festival. */
export const ZFestivalCall = z.object({
  IdCampagne: ZId,
  AnneeEdition: z.number().int(),
  StatutCampagne: z.enum(CAMPAIGN_STATUS),
  /** The festival's own dates for this edition. */
  DebutCampagne: ZDateTime.nullable(),
  FinCampagne: ZDateTime.nullable(),
  /** When the call opens and its last deadline. */
  OuvertureCampagne: ZDateTime.nullable(),
  FermetureCampagne: ZDateTime.nullable(),
  IsInvitationSeule: z.boolean(),
  /** The operator's last refusal of a verification of this call, if any: why, and when. */
  lastRefusal: z.object({ reason: z.string(), date: ZDateTime }).nullable(),
  /** What the signed-in manager may do now (`callEventsFor`): `ask`, `withdraw`. */
  actions: z.array(z.enum(CALL_EVENTS)),
});
export type FestivalCall = z.infer<typeof ZFestivalCall>;
export const ZFestivalCallsResponse = z.object({ items: z.array(ZFestivalCall) });
export type FestivalCallsResponse = z.infer<typeof ZFestivalCallsResponse>;

/**
 * `GET festivals/{IdFestival}/calls/{IdCampagne}/preview` (managers): the festival page as
 * filmmakers will see it with this call (`page`, the public page's answer, the call shown with
 * the status it will have once verified) and the call's status today.
 */
export const ZCallPreview = z.object({ StatutCampagne: z.enum(CAMPAIGN_STATUS), page: ZFestivalPage });
export type CallPreview = z.infer<typeof ZCallPreview>;

/**
 * `npm run admin -- verify-call --call <Id> --accept` or `--refuse --reason "..."`: exactly one
 * of accept and refuse; a refusal says why (emailed to the festival's managers).
 */
export const ZVerifyCallCommand = z
  .strictObject({
    call: ZId,
    accept: z.literal(true).optional(),
    refuse: z.literal(true).optional(),
    reason: z.string().trim().min(1).max(CALL_REFUSAL_REASON_MAX).optional(),
  })
  .superRefine((input, context) => {
    if (input.accept === input.refuse) {
      context.addIssue({
        code: 'custom',
        path: ['accept'],
        message: 'Give exactly one of --accept and --refuse.',
      });
    }
    if (input.refuse && input.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'A refusal needs --reason "...".' });
    }
    if (input.accept && input.reason !== undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Only a refusal takes a reason.' });
    }
  });
export type VerifyCallCommand = z.infer<typeof ZVerifyCallCommand>;
