import type { Db } from '@shortlist/db/client';
import { campagneStatut } from '@shortlist/db/schema/call-status';
import { campagne } from '@shortlist/db/schema/campaigns';
import type { FestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { callEventsFor } from '@shortlist/domain/festivals/call-lifecycle';
import { and, desc, eq } from 'drizzle-orm';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * A festival's calls for its managers (issue 33), newest edition first: status, dates,
 * invitation only, the operator's last refusal (reason and date) and what a manager may do now.
 * `callId` narrows it to one call (the answer of a change).
 */
export async function listFestivalCalls(
  db: Db,
  options: { festivalId: number; callId?: number },
): Promise<FestivalCall[]> {
  const lastRefusal = db
    .selectDistinctOn([campagneStatut.IdCampagne], {
      IdCampagne: campagneStatut.IdCampagne,
      Motif: campagneStatut.Motif,
      DateCreation: campagneStatut.DateCreation,
    })
    .from(campagneStatut)
    .where(eq(campagneStatut.Evenement, 'refuse'))
    .orderBy(campagneStatut.IdCampagne, desc(campagneStatut.Id))
    .as('last_refusal');
  const rows = await db
    .select({
      IdCampagne: campagne.Id,
      AnneeEdition: campagne.AnneeEdition,
      StatutCampagne: campagne.StatutCampagne,
      DebutCampagne: campagne.DebutCampagne,
      FinCampagne: campagne.FinCampagne,
      OuvertureCampagne: campagne.OuvertureCampagne,
      FermetureCampagne: campagne.FermetureCampagne,
      IsInvitationSeule: campagne.IsInvitationSeule,
      refusalReason: lastRefusal.Motif,
      refusalDate: lastRefusal.DateCreation,
    })
    .from(campagne)
    .leftJoin(lastRefusal, eq(lastRefusal.IdCampagne, campagne.Id))
    .where(
      and(
        eq(campagne.IdFestival, options.festivalId),
        options.callId === undefined ? undefined : eq(campagne.Id, options.callId),
      ),
    )
    .orderBy(desc(campagne.AnneeEdition));
  return rows.map((row) => ({
    IdCampagne: row.IdCampagne,
    AnneeEdition: row.AnneeEdition,
    StatutCampagne: row.StatutCampagne,
    DebutCampagne: iso(row.DebutCampagne),
    FinCampagne: iso(row.FinCampagne),
    OuvertureCampagne: iso(row.OuvertureCampagne),
    FermetureCampagne: iso(row.FermetureCampagne),
    IsInvitationSeule: row.IsInvitationSeule,
    lastRefusal:
      row.refusalDate === null
        ? null
        : { reason: row.refusalReason ?? '', date: row.refusalDate.toISOString() },
    actions: callEventsFor(row.StatutCampagne, 'manager'),
  }));
}
