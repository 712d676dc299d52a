import type { Db } from '@shortlist/db/client';
import type { DecisionNoteRequest, EntryDecision } from '@shortlist/domain/festival-space/decision-contracts';
import { canSetEntryStatus } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { requireVisibleEntry } from './entry-access.ts';
import { readEntryDecision } from './entry-decision.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

/**
 * `PUT festival-space/entries/{IdInscription}/decision-note` (issue 31): a member writes the
 * personal note and ticks the reasons the filmmaker will get with the next published decision of
 * the entry. The entry's row belongs to the submissions area, which writes it (`setDecisionNote`).
 */
export async function changeDecisionNote(
  db: Db,
  options: {
    accountId: number;
    entryId: number;
    request: DecisionNoteRequest;
    language: Language;
    ports: Pick<FestivalSpacePorts, 'setDecisionNote'>;
  },
): Promise<EntryDecision> {
  const { accountId, entryId, request, language } = options;
  await requireVisibleEntry(db, { accountId, entryId, allowed: canSetEntryStatus });
  await options.ports.setDecisionNote(db, {
    entryId,
    note: request.MessageDecision,
    reasons: request.MotifsDecision,
  });
  return readEntryDecision(db, { entryId, language });
}
