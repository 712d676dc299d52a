import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import { inscription } from '@shortlist/db/schema/submissions';
import type {
  BulkStatusRequest,
  BulkStatusResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { canSetEntryStatus } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { auditReason } from './change-entry-status.ts';
import { requireMembership } from './festival-membership.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

/**
 * `PUT festival-space/festivals/{IdFestival}/entries/status` (issue 31): one status change on a
 * selection of the inbox, each entry checked by the state machine on its own. Each move runs in a
 * savepoint of one transaction, so a refused entry is left as it was without undoing the others;
 * an id that is not an entry this festival may see is refused as `NOT_FOUND` and never touched.
 * The entries are taken in id order, as the order service takes them, so two selections that
 * overlap never wait on each other. Answers what changed and what was refused, with the code why.
 */
export async function changeEntryStatuses(
  db: Db,
  options: {
    accountId: number;
    festivalId: number;
    request: BulkStatusRequest;
    language: Language;
    now: Date;
    ports: Pick<FestivalSpacePorts, 'transitionSubmission'>;
  },
): Promise<BulkStatusResponse> {
  const { accountId, festivalId, request, language } = options;
  await requireMembership(db, { accountId, festivalId, allowed: canSetEntryStatus });
  const wanted = [...new Set(request.IdInscriptions)].sort((a, b) => a - b);
  const reason = auditReason(request.reason);
  return db.transaction(async (tx) => {
    const ours = await festivalEntries(tx, { festivalId, ids: wanted });
    const result: BulkStatusResponse = { changed: [], refused: [] };
    for (const entryId of wanted) {
      if (!ours.has(entryId)) {
        result.refused.push({ IdInscription: entryId, code: 'NOT_FOUND' });
        continue;
      }
      try {
        await tx.transaction((savepoint) =>
          options.ports.transitionSubmission(savepoint, {
            entryId,
            to: request.Statut,
            actor: 'festival',
            memberAccountId: accountId,
            reason,
            language,
            now: options.now,
          }),
        );
        result.changed.push(entryId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused.push({ IdInscription: entryId, code: error.code });
      }
    }
    return result;
  });
}

/** The ids among `ids` of entries sent to the festival (from sent on: what its members may see). */
async function festivalEntries(tx: Db, options: { festivalId: number; ids: number[] }): Promise<Set<number>> {
  const rows = await tx
    .select({ Id: inscription.Id })
    .from(inscription)
    .innerJoin(campagneSection, eq(campagneSection.Id, inscription.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(
      and(
        inArray(inscription.Id, options.ids),
        eq(campagne.IdFestival, options.festivalId),
        ne(sql`${inscription.Statut} & ${FESTIVAL_VISIBLE_STATUSES}`, 0),
      ),
    );
  return new Set(rows.map((r) => r.Id));
}
