import type { Db } from '@shortlist/db/client';
import { campagne } from '@shortlist/db/schema/campaigns';
import { dueCallEvent } from '@shortlist/domain/festivals/call-lifecycle';
import { and, asc, eq, lt, lte, or } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { transitionCall } from './call-transition.ts';

/**
 * The system's moves of the call lifecycle at `now` (issue 33): an accepted call opens from its
 * opening moment, an open or accepted call closes once its last deadline is past
 * (`dueCallEvent`). Each call moves in its own transaction through `transitionCall`, which locks
 * it and re-reads its status: a call a manager or the operator moved meanwhile is left as it now
 * is. Late or repeated runs do no harm.
 */
export async function advanceCalls(db: Db, now: Date): Promise<{ opened: number; closed: number }> {
  const candidates = await db
    .select({
      Id: campagne.Id,
      StatutCampagne: campagne.StatutCampagne,
      OuvertureCampagne: campagne.OuvertureCampagne,
      FermetureCampagne: campagne.FermetureCampagne,
    })
    .from(campagne)
    .where(
      or(
        and(
          eq(campagne.StatutCampagne, 'verification-handled'),
          or(lte(campagne.OuvertureCampagne, now), lt(campagne.FermetureCampagne, now)),
        ),
        and(eq(campagne.StatutCampagne, 'open'), lt(campagne.FermetureCampagne, now)),
      ),
    )
    .orderBy(asc(campagne.Id));
  const moved = { opened: 0, closed: 0 };
  for (const call of candidates) {
    const event = dueCallEvent(call, now);
    if (event === null) continue;
    try {
      await db.transaction((tx) => transitionCall(tx, { callId: call.Id, event, actor: 'system', now }));
      if (event === 'open') moved.opened += 1;
      else moved.closed += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CALL_TRANSITION_REFUSED')) throw error;
    }
  }
  return moved;
}
