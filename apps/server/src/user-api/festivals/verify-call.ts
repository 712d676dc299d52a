import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagne } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import { ZVerifyCallCommand } from '@shortlist/domain/festival-space/call-contracts';
import { dueCallEvent } from '@shortlist/domain/festivals/call-lifecycle';
import { languageFromId } from '@shortlist/domain/languages';
import { and, asc, eq } from 'drizzle-orm';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { transitionCall } from './call-transition.ts';
import { callVerificationEmail } from './call-verification-email.ts';

/**
 * The operator's verdict on a call waiting for verification (issue 33): accepted (verification
 * handled: the job opens it on its opening date; one whose opening moment is already past opens
 * at once, as the job would on its next pass, so filmmakers do not wait for it) or refused with a
 * reason (back to preparation).
 * The status, its audit row and an email to every manager of the festival, each in their own
 * language, are written in one transaction: a call not waiting for verification is refused
 * (409 CALL_TRANSITION_REFUSED) with nothing written or sent, an unknown call is 404.
 */
export async function verifyCall(
  db: Db,
  options: {
    callId: number;
    outcome: 'accepted' | 'refused';
    reason: string | null;
    operator: string;
    now: Date;
    publicUrl: string;
  },
) {
  return db.transaction(async (tx) => {
    const moved = await transitionCall(tx, {
      callId: options.callId,
      event: options.outcome === 'accepted' ? 'accept' : 'refuse',
      actor: 'operator',
      operator: options.operator,
      reason: options.reason ?? undefined,
      now: options.now,
    });
    const status =
      options.outcome === 'accepted' ? await moveDueCall(tx, options.callId, options.now) : moved.to;
    const [owner] = await tx
      .select({ Nom: festival.Nom })
      .from(festival)
      .where(eq(festival.Id, moved.IdFestival));
    const managers = await tx
      .select({ Login: compte.Login, IdLangue: compte.IdLangue })
      .from(membreFestival)
      .innerJoin(compte, eq(compte.Id, membreFestival.IdCompte))
      .where(and(eq(membreFestival.IdFestival, moved.IdFestival), eq(membreFestival.Role, 'manager')))
      .orderBy(asc(membreFestival.Id));
    for (const manager of managers) {
      await enqueueEmail(
        tx,
        callVerificationEmail({
          language: languageFromId(manager.IdLangue) ?? 'en',
          to: manager.Login,
          festival: owner?.Nom ?? '',
          festivalId: moved.IdFestival,
          edition: moved.AnneeEdition,
          outcome: options.outcome,
          reason: options.reason,
          publicUrl: options.publicUrl,
        }),
      );
    }
    return {
      IdCampagne: moved.IdCampagne,
      IdFestival: moved.IdFestival,
      festival: owner?.Nom ?? '',
      AnneeEdition: moved.AnneeEdition,
      from: moved.from,
      to: moved.to,
      /** Where the call is now: `open` when its opening moment was already past. */
      status,
      emailed: managers.map((m) => m.Login),
      message:
        status === 'open'
          ? `The ${moved.AnneeEdition} call of ${owner?.Nom} is verified and open: its opening date is past. ${managers.length} manager(s) emailed.`
          : options.outcome === 'accepted'
            ? `The ${moved.AnneeEdition} call of ${owner?.Nom} is verified; it opens on its opening date. ${managers.length} manager(s) emailed.`
            : `The ${moved.AnneeEdition} call of ${owner?.Nom} is back in preparation with your reason. ${managers.length} manager(s) emailed.`,
    };
  });
}

/** `npm run admin -- verify-call --call <Id> --accept` or `--refuse --reason "..."`. */
export const verifyCallCommand = defineOperatorCommand({
  name: 'verify-call',
  summary:
    'Accept (--call <Id> --accept) or refuse (--call <Id> --refuse --reason "...") a call waiting for verification; its managers are emailed',
  input: ZVerifyCallCommand,
  run: (context, input) =>
    verifyCall(context.db, {
      callId: input.call,
      outcome: input.accept ? 'accepted' : 'refused',
      reason: input.refuse ? (input.reason ?? null) : null,
      operator: context.operator,
      now: context.now,
      publicUrl: context.publicUrl,
    }),
});

/** The system's move due at `now` on a call just accepted (`dueCallEvent`), made at once; its status after. */
async function moveDueCall(tx: Db, callId: number, now: Date) {
  const [call] = await tx
    .select({
      StatutCampagne: campagne.StatutCampagne,
      OuvertureCampagne: campagne.OuvertureCampagne,
      FermetureCampagne: campagne.FermetureCampagne,
    })
    .from(campagne)
    .where(eq(campagne.Id, callId));
  if (!call) return 'verification-handled' as const;
  const event = dueCallEvent(call, now);
  if (event === null) return call.StatutCampagne;
  return (await transitionCall(tx, { callId, event, actor: 'system', now })).to;
}
