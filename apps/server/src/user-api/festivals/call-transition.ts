import type { Db } from '@shortlist/db/client';
import { campagneStatut } from '@shortlist/db/schema/call-status';
import { campagne } from '@shortlist/db/schema/campaigns';
import type { CampaignStatus } from '@shortlist/domain/festival-campaign';
import { type CallActor, type CallEvent, nextCallStatus } from '@shortlist/domain/festivals/call-lifecycle';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

export type CallTransitionResult = {
  IdCampagne: number;
  IdFestival: number;
  AnneeEdition: number;
  from: CampaignStatus;
  to: CampaignStatus;
};

/**
 * Every status change of a call goes through here (issue 33): the call's row is locked, the
 * domain's one lifecycle (`nextCallStatus`) decides by event and actor, and the row and an audit
 * row (`campagne_statut`) are written in the caller's transaction. A call of another festival
 * than `festivalId` (when given) is 404, as an unknown one; a refused arrow is 409
 * CALL_TRANSITION_REFUSED and changes nothing. Two requests at once queue on the lock: the
 * second sees the first one's status and is refused.
 */
export async function transitionCall(
  tx: Db,
  options: {
    callId: number;
    /** The festival the caller acts for (a manager's); the operator and the job give none. */
    festivalId?: number | undefined;
    event: CallEvent;
    actor: CallActor;
    /** The manager's account. */
    accountId?: number | undefined;
    /** The operator's name. */
    operator?: string | undefined;
    /** Why (the operator's refusal). */
    reason?: string | undefined;
    now: Date;
  },
): Promise<CallTransitionResult> {
  const [call] = await tx
    .select({
      IdFestival: campagne.IdFestival,
      AnneeEdition: campagne.AnneeEdition,
      Statut: campagne.StatutCampagne,
    })
    .from(campagne)
    .where(eq(campagne.Id, options.callId))
    .for('update');
  if (!call || (options.festivalId !== undefined && call.IdFestival !== options.festivalId)) {
    throw new AppError('NOT_FOUND');
  }
  const next = nextCallStatus(call.Statut, options.event, options.actor);
  if (!next.ok) throw new AppError('CALL_TRANSITION_REFUSED');
  await tx.update(campagne).set({ StatutCampagne: next.status }).where(eq(campagne.Id, options.callId));
  await tx.insert(campagneStatut).values({
    IdCampagne: options.callId,
    De: call.Statut,
    Vers: next.status,
    Evenement: options.event,
    Auteur: options.actor,
    IdCompte: options.accountId ?? null,
    Operateur: options.operator ?? null,
    Motif: options.reason ?? null,
    DateCreation: options.now,
  });
  return {
    IdCampagne: options.callId,
    IdFestival: call.IdFestival,
    AnneeEdition: call.AnneeEdition,
    from: call.Statut,
    to: next.status,
  };
}
