import type { Db } from '@shortlist/db/client';
import {
  campagne,
  campagneSection,
  critere,
  critereAdditionnel,
  evenement,
  section,
} from '@shortlist/db/schema/campaigns';
import type {
  CalendarEventRow,
  FestivalCampaign,
  FestivalSection,
  ZAdditionalQuestion,
  ZSectionCriterion,
} from '@shortlist/domain/festivals/api-contracts';
import {
  currentEvent,
  currentFee,
  datedEvents,
  isEventExpired,
  isExpiringSoon,
  isSectionClosed,
} from '@shortlist/domain/festivals/calendar-rules';
import { currentCampaign } from '@shortlist/domain/festivals/campaign-rules';
import { sectionCriteriaWords } from '@shortlist/domain/festivals/criteria-words';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { loadTranslations, type Translations } from '../../platform/translations/load-translations.ts';

type Criterion = z.infer<typeof ZSectionCriterion>;
type Question = z.infer<typeof ZAdditionalQuestion>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The festival's current campaign (`currentCampaign`: its latest edition), or null. */
export async function loadCurrentCampaign(db: Db, festivalId: number): Promise<FestivalCampaign | null> {
  // A festival has a campaign per edition: a handful of rows, picked by the domain rule.
  const row = currentCampaign(await db.select().from(campagne).where(eq(campagne.IdFestival, festivalId)));
  if (!row) return null;
  return {
    IdCampagne: row.Id,
    AnneeEdition: row.AnneeEdition,
    StatutCampagne: row.StatutCampagne,
    DebutCampagne: iso(row.DebutCampagne),
    FinCampagne: iso(row.FinCampagne),
    OuvertureCampagne: iso(row.OuvertureCampagne),
    FermetureCampagne: iso(row.FermetureCampagne),
    IsInvitationSeule: row.IsInvitationSeule,
  };
}

/** Criteria rows of some campaign sections, as `public/sections/{id}/criteres` returns them. */
export async function loadCriteria(db: Db, sectionIds: number[]): Promise<Criterion[]> {
  if (sectionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(critere)
    .where(inArray(critere.IdCampagneSection, sectionIds))
    .orderBy(asc(critere.Id));
  return rows.map(({ Id, ...row }) => ({ IdCritere: Id, ...row, Valeurs: row.Valeurs ?? [] }));
}

type QuestionRow = typeof critereAdditionnel.$inferSelect;

async function loadQuestionRows(db: Db, sectionIds: number[]): Promise<QuestionRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(critereAdditionnel)
    .where(inArray(critereAdditionnel.IdCampagneSection, sectionIds))
    .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id));
}

const questionLabelIds = (rows: QuestionRow[]) =>
  rows.flatMap((q) => [q.IdLibelle, ...(q.Choix ?? []).map((c) => c.IdLibelle)]);

function toQuestion(row: QuestionRow, t: { label: Translations; text: Translations }): Question {
  return {
    Id: row.Id,
    IdCampagneSection: row.IdCampagneSection,
    Libelle: t.label(row.IdLibelle) ?? '',
    Texte: t.text(row.IdTexte),
    Type: row.Type,
    IsDemandeCheck: row.IsDemandeCheck,
    Ordre: row.Ordre,
    Choix: (row.Choix ?? []).map((c) => ({ Id: c.Id, Libelle: t.label(c.IdLibelle) ?? '' })),
  };
}

/** Additional questions of some campaign sections (`public/sections/{id}/criteres-additionnels`). */
export async function loadQuestions(
  db: Db,
  options: { sectionIds: number[]; language: Language },
): Promise<Question[]> {
  const rows = await loadQuestionRows(db, options.sectionIds);
  const t = await loadTranslations(db, {
    language: options.language,
    labels: questionLabelIds(rows),
    texts: rows.map((q) => q.IdTexte),
  });
  return rows.map((row) => toQuestion(row, t));
}

/**
 * Every section of a campaign with its fee, calendar flags (spec §4), criteria (rows and words)
 * and questions: five queries whatever the number of sections. `MotDePasse` is never selected.
 */
export async function loadSections(
  db: Db,
  options: { campaignId: number; language: Language; now: Date },
): Promise<FestivalSection[]> {
  const { now } = options;
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
    .where(eq(campagneSection.IdCampagne, options.campaignId))
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
  const ids = sections.map((s) => s.IdCampagneSection);
  const [events, criteria, questions] = await Promise.all([
    ids.length ? db.select().from(evenement).where(inArray(evenement.IdCampagneSection, ids)) : [],
    loadCriteria(db, ids),
    loadQuestionRows(db, ids),
  ]);
  const t = await loadTranslations(db, {
    language: options.language,
    labels: [
      ...sections.map((s) => s.IdLibelle),
      ...events.map((e) => e.IdLibelleEvent),
      ...questionLabelIds(questions),
    ],
    texts: [...sections.flatMap((s) => [s.IdTexte, s.IdTexteSection]), ...questions.map((q) => q.IdTexte)],
  });
  return sections.map(({ IdLibelle, IdTexteSection, IdTexte, ...s }) => {
    const own = datedEvents(events.filter((e) => e.IdCampagneSection === s.IdCampagneSection));
    const current = currentEvent(own, now);
    const calendar: CalendarEventRow[] = own.map((e) => ({
      IdEvent: e.Id,
      IdCampagneSection: e.IdCampagneSection,
      Type: e.Type,
      LibelleEvent: t.label(e.IdLibelleEvent),
      DateEvent: e.DateEvent.toISOString(),
      Prix: e.Prix,
      Devise: e.Devise as CalendarEventRow['Devise'],
      Ordre: e.Ordre,
      expired: isEventExpired(e, now),
      expiringSoon: isExpiringSoon(e, now),
      current: e === current,
    }));
    const ownCriteria = criteria.filter((c) => c.IdCampagneSection === s.IdCampagneSection);
    return {
      ...s,
      Devise: s.Devise as FestivalSection['Devise'],
      Libelle: t.label(IdLibelle) ?? '',
      Texte: t.text(IdTexte) ?? t.text(IdTexteSection),
      currentFee: currentFee(own, now) ?? null,
      isClosed: isSectionClosed(own, now),
      events: calendar,
      criteria: ownCriteria,
      criterionWords: sectionCriteriaWords(ownCriteria),
      questions: questions
        .filter((q) => q.IdCampagneSection === s.IdCampagneSection)
        .map((q) => toQuestion(q, t)),
    };
  });
}
