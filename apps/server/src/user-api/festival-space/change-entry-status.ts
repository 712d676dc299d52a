import type { Db } from '@shortlist/db/client';
import type { EntryDecision, EntryStatusRequest } from '@shortlist/domain/festival-space/decision-contracts';
import { canSetEntryStatus } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { requireVisibleEntry } from './entry-access.ts';
import { readEntryDecision } from './entry-decision.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

/**
 * `PUT festival-space/entries/{IdInscription}/status` (issue 31): a member moves an entry of their
 * festival along one arrow of the state machine, as the festival, with themselves as the audit
 * row's author. The change stays internal until a manager publishes the section. A refused arrow
 * (409 `SUBMISSION_TRANSITION_REFUSED`, named in the request's language) or a stale `expected`
 * status (409 `SUBMISSION_STATUS_CHANGED`) changes nothing. Answers the entry's decision after it.
 */
export async function changeEntryStatus(
  db: Db,
  options: {
    accountId: number;
    entryId: number;
    request: EntryStatusRequest;
    language: Language;
    now: Date;
    ports: Pick<FestivalSpacePorts, 'transitionSubmission'>;
  },
): Promise<EntryDecision> {
  const { accountId, entryId, request, language } = options;
  await requireVisibleEntry(db, { accountId, entryId, allowed: canSetEntryStatus });
  return db.transaction(async (tx) => {
    await options.ports.transitionSubmission(tx, {
      entryId,
      to: request.Statut,
      actor: 'festival',
      memberAccountId: accountId,
      reason: auditReason(request.reason),
      expected: request.expected,
      language,
      now: options.now,
    });
    return readEntryDecision(tx, { entryId, language });
  });
}

/** The audit row's reason: what the member typed, none when blank. */
export function auditReason(reason: string | undefined): string | undefined {
  const trimmed = reason?.trim();
  return trimmed ? trimmed : undefined;
}
