import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { inscription } from '@shortlist/db/schema/submissions';
import type { CallDetail, CallRequest } from '@shortlist/domain/festival-space/call-editor-contracts';
import { canChangeWatchGuarantee } from '@shortlist/domain/festival-space/watch-guarantee-rules';
import type { Language } from '@shortlist/domain/languages';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { listFestivalCalls } from './festival-calls.ts';

/*
 * A call's own fields as its festival's managers edit them (issue 33): its edition, invitation
 * only, re-entry rule and guaranteed watch (issue 34; once the call received entries its promise
 * is only raised: 409 WATCH_GUARANTEE_LOWERED). A new call starts "in preparation" (spec §4); its status moves only
 * through `call-transition.ts`. The festival's row is locked before a call is created or its
 * edition changed, so two managers creating the same edition at once keep one call (the unique
 * constraint on festival and edition would refuse the second anyway, with a 500 instead of a code).
 */

/** Locks the festival's row: creations and edition changes of its calls follow each other. */
async function lockFestival(tx: Db, festivalId: number): Promise<void> {
  await tx.execute(sql`select 1 from "festival" where "Id" = ${festivalId} for update`);
}

async function editionTaken(tx: Db, festivalId: number, edition: number, exceptCallId?: number) {
  const [row] = await tx
    .select({ Id: campagne.Id })
    .from(campagne)
    .where(
      and(
        eq(campagne.IdFestival, festivalId),
        eq(campagne.AnneeEdition, edition),
        exceptCallId === undefined ? undefined : ne(campagne.Id, exceptCallId),
      ),
    );
  return row !== undefined;
}

/** `POST festivals/{id}/calls`: a call in preparation for a new edition; its id. 409 CALL_EDITION_TAKEN. */
export async function createCall(
  db: Db,
  options: { festivalId: number; values: CallRequest },
): Promise<number> {
  const { festivalId, values } = options;
  return db.transaction(async (tx) => {
    await lockFestival(tx, festivalId);
    if (await editionTaken(tx, festivalId, values.AnneeEdition)) throw new AppError('CALL_EDITION_TAKEN');
    const [row] = await tx
      .insert(campagne)
      .values({
        IdFestival: festivalId,
        AnneeEdition: values.AnneeEdition,
        StatutCampagne: 'preparation',
        IsInvitationSeule: values.IsInvitationSeule,
        RegleReinscription: values.RegleReinscription,
        VisionnageGaranti: values.VisionnageGaranti,
      })
      .returning({ Id: campagne.Id });
    return (row as { Id: number }).Id;
  });
}

/** `PUT festivals/{id}/calls/{call}`: the call's own fields. 404 for another festival's call. */
export async function updateCall(
  db: Db,
  options: { festivalId: number; callId: number; values: CallRequest },
): Promise<void> {
  const { festivalId, callId, values } = options;
  await db.transaction(async (tx) => {
    await lockFestival(tx, festivalId);
    const [call] = await tx
      .select({ Id: campagne.Id, VisionnageGaranti: campagne.VisionnageGaranti })
      .from(campagne)
      .where(and(eq(campagne.Id, callId), eq(campagne.IdFestival, festivalId)))
      .for('update');
    if (!call) throw new AppError('NOT_FOUND');
    const change = { from: call.VisionnageGaranti, to: values.VisionnageGaranti };
    if (!canChangeWatchGuarantee({ ...change, hasEntries: true }) && (await hasReceivedEntries(tx, callId)))
      throw new AppError('WATCH_GUARANTEE_LOWERED');
    if (await editionTaken(tx, festivalId, values.AnneeEdition, callId)) {
      throw new AppError('CALL_EDITION_TAKEN');
    }
    await tx
      .update(campagne)
      .set({
        AnneeEdition: values.AnneeEdition,
        IsInvitationSeule: values.IsInvitationSeule,
        RegleReinscription: values.RegleReinscription,
        VisionnageGaranti: values.VisionnageGaranti,
      })
      .where(eq(campagne.Id, callId));
  });
}

/**
 * Whether the call received an entry its guaranteed watch covers (sent or later, not cancelled):
 * from then on the promise is only raised (`canChangeWatchGuarantee`).
 */
async function hasReceivedEntries(tx: Db, callId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from ${inscription} i join ${campagneSection} cs on cs."Id" = i."IdCampagneSection"
      where cs."IdCampagne" = ${callId}
        and (i."Statut" & ${FESTIVAL_VISIBLE_STATUSES}) <> 0 and (i."Statut" & ${SUBMISSION_STATUS.cancelled}) = 0
    ) as "found"`);
  return rows[0]?.found === true;
}

/** `GET festivals/{id}/calls/{call}`: the call with its sections in their order. 404 for another festival's. */
export async function readCallDetail(
  db: Db,
  options: { festivalId: number; callId: number; language: Language },
): Promise<CallDetail> {
  const { festivalId, callId, language } = options;
  const [call] = await listFestivalCalls(db, { festivalId, callId });
  if (!call) throw new AppError('NOT_FOUND');
  const [own] = await db
    .select({
      RegleReinscription: campagne.RegleReinscription,
      VisionnageGaranti: campagne.VisionnageGaranti,
    })
    .from(campagne)
    .where(eq(campagne.Id, callId));
  const rows = await db
    .select({
      IdCampagneSection: campagneSection.Id,
      IdLibelle: section.IdLibelle,
      Ordre: campagneSection.Ordre,
      IsInscription: campagneSection.IsInscription,
      IsPayant: campagneSection.IsPayant,
      IsPublic: campagneSection.IsPublic,
      entries: sql<number>`(select count(*)::int from ${inscription} where ${inscription.IdCampagneSection} = ${campagneSection.Id})`,
    })
    .from(campagneSection)
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(eq(campagneSection.IdCampagne, callId))
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
  const t = await loadTranslations(db, { language, labels: rows.map((r) => r.IdLibelle), texts: [] });
  return {
    ...call,
    RegleReinscription: own?.RegleReinscription ?? 'cannot',
    VisionnageGaranti: own?.VisionnageGaranti ?? null,
    sections: rows.map(({ IdLibelle, ...row }) => ({ ...row, Libelle: t.label(IdLibelle) ?? '' })),
  };
}
