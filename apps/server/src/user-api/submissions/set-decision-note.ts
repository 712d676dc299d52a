import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import { decisionNote, decisionReasons } from '@shortlist/domain/submissions/decision-publication';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * The personal note and reason tags a festival writes for its decision on an entry (issue 31):
 * kept on the entry as being written, and sent to the filmmaker with the next published status
 * change (`publish-decisions.ts`). The festival-space area calls it through its port, having
 * checked the member's access to the entry.
 */
export async function setDecisionNote(
  db: Db,
  options: { entryId: number; note: string | null; reasons: readonly string[] },
): Promise<void> {
  const reasons = decisionReasons(options.reasons);
  const rows = await db
    .update(inscription)
    .set({
      MessageDecision: decisionNote(options.note),
      MotifsDecision: reasons.length > 0 ? reasons : null,
    })
    .where(eq(inscription.Id, options.entryId))
    .returning({ Id: inscription.Id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
