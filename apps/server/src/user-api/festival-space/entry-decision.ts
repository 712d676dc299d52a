import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import type { EntryDecision } from '@shortlist/domain/festival-space/decision-contracts';
import type { Language } from '@shortlist/domain/languages';
import { decisionReasons } from '@shortlist/domain/submissions/decision-publication';
import { reachableStatuses } from '@shortlist/domain/submissions/submission-state';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * An entry's decision as the workspace shows it after a change (`ZEntryDecision`): the working and
 * published statuses, the arrows a member may take next, the note and reasons being written.
 */
export async function readEntryDecision(
  db: Db,
  options: { entryId: number; language: Language },
): Promise<EntryDecision> {
  const [row] = await db
    .select({
      Statut: inscription.Statut,
      StatutPublie: inscription.StatutPublie,
      MessageDecision: inscription.MessageDecision,
      MotifsDecision: inscription.MotifsDecision,
    })
    .from(inscription)
    .where(eq(inscription.Id, options.entryId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    IdInscription: options.entryId,
    Statut: row.Statut,
    statusLabel: submissionStatusLabel(options.language, row.Statut),
    StatutPublie: row.StatutPublie,
    isPublished: row.Statut === row.StatutPublie,
    nextStatuses: reachableStatuses(row.Statut, 'festival'),
    MessageDecision: row.MessageDecision,
    MotifsDecision: decisionReasons(row.MotifsDecision),
  };
}
