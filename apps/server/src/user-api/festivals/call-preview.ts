import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import type { CallPreview } from '@shortlist/domain/festival-space/call-contracts';
import { statusOnceVerified } from '@shortlist/domain/festivals/call-lifecycle';
import type { Language } from '@shortlist/domain/languages';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { translateIds } from '../../platform/translations/translate-ids.ts';
import { loadSectionParts } from '../../shared-kernel/section-parts.ts';
import { type FestivalPageRows, loadFestivalPageRows } from './festival-page-head.ts';
import { type SectionRows, sectionTranslationIds } from './festival-sections.ts';
import { buildFestivalPage } from './get-festival-page.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * The festival page as filmmakers will see it with one of its calls (issue 33, the managers'
 * preview): the public page's own answer (`buildFestivalPage`), its festival part read as the
 * public reads it, with this call in place of the current one, any status, and the call's
 * status as it will be once verified (`statusOnceVerified`). NOT_FOUND when the call is not the
 * festival's. With the call's status today. Never cached: the manager sees their last save.
 */
export async function previewCallPage(
  db: Db,
  options: { festivalId: number; callId: number; language: Language; now: Date },
): Promise<CallPreview> {
  const { festivalId, callId, language, now } = options;
  const call = await readCall(db, { festivalId, callId });
  const [rows, sectionRows] = await Promise.all([
    loadFestivalPageRows(db, { id: festivalId, language }),
    readSectionRows(db, callId),
  ]);
  const ids = sectionTranslationIds(sectionRows);
  const present = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
  const [labels, texts] = await Promise.all([
    translateIds(db, { kind: 'label', ids: present(ids.labels), language }),
    translateIds(db, { kind: 'text', ids: present(ids.texts), language }),
  ]);
  const previewRows: FestivalPageRows = {
    ...rows,
    campaign: {
      IdCampagne: call.Id,
      AnneeEdition: call.AnneeEdition,
      StatutCampagne: statusOnceVerified(call, now),
      DebutCampagne: iso(call.DebutCampagne),
      FinCampagne: iso(call.FinCampagne),
      OuvertureCampagne: iso(call.OuvertureCampagne),
      FermetureCampagne: iso(call.FermetureCampagne),
      IsInvitationSeule: call.IsInvitationSeule,
    },
    sectionRows,
    translations: {
      labels: [...labels, ...rows.translations.labels],
      texts: [...texts, ...rows.translations.texts],
    },
  };
  return { StatutCampagne: call.StatutCampagne, page: buildFestivalPage(previewRows, { language, now }) };
}

async function readCall(db: Db, options: { festivalId: number; callId: number }) {
  const [call] = await db
    .select()
    .from(campagne)
    .where(and(eq(campagne.Id, options.callId), eq(campagne.IdFestival, options.festivalId)));
  if (!call) throw new AppError('NOT_FOUND');
  return call;
}

/** The call's sections with their events, criteria and questions, as the page reads its own. */
async function readSectionRows(db: Db, callId: number): Promise<SectionRows> {
  const sections = await db
    .select({
      IdCampagneSection: campagneSection.Id,
      IdSection: campagneSection.IdSection,
      IdCampagne: campagneSection.IdCampagne,
      IdLibelle: section.IdLibelle,
      IdTexteSection: section.IdTexte,
      IdTexte: campagneSection.IdTexte,
      IsInscription: campagneSection.IsInscription,
      IsPayant: campagneSection.IsPayant,
      IsPublic: campagneSection.IsPublic,
      Ordre: campagneSection.Ordre,
      Devise: campagneSection.Devise,
    })
    .from(campagneSection)
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(eq(campagneSection.IdCampagne, callId))
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
  return {
    sections,
    ...(await loadSectionParts(
      db,
      sections.map((row) => row.IdCampagneSection),
    )),
  };
}
