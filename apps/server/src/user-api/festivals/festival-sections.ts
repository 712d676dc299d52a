import type { Db } from '@shortlist/db/client';
import { campagne, critere, critereAdditionnel, type evenement } from '@shortlist/db/schema/campaigns';
import type {
  FestivalCampaign,
  FestivalSection,
  ZAdditionalQuestion,
  ZSectionCriterion,
} from '@shortlist/domain/festivals/api-contracts';
import { currentCampaign } from '@shortlist/domain/festivals/campaign-rules';
import type { Language } from '@shortlist/domain/languages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { loadTranslations, type Translations } from '../../platform/translations/load-translations.ts';
import {
  buildSectionView,
  type QuestionRow,
  questionLabelIds,
  type SectionRow,
  sectionDateTexts,
  toCriterion,
  toQuestion,
} from '../../shared-kernel/festival-section-view.ts';

type Criterion = z.infer<typeof ZSectionCriterion>;
type Question = z.infer<typeof ZAdditionalQuestion>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The festival's current campaign (`currentCampaign`: its latest verified edition), or null. */
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
    VisionnageGaranti: row.VisionnageGaranti,
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
  return rows.map(toCriterion);
}

async function loadQuestionRows(db: Db, sectionIds: number[]): Promise<QuestionRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(critereAdditionnel)
    .where(inArray(critereAdditionnel.IdCampagneSection, sectionIds))
    .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id));
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

/** A campaign's sections as read, before translation and the calendar rules. */
export type SectionRows = {
  sections: SectionRow[];
  events: (typeof evenement.$inferSelect)[];
  criteria: Criterion[];
  questions: QuestionRow[];
};

/** The label and text ids the sections show, for one `loadTranslations` with the page's others. */
export function sectionTranslationIds(rows: SectionRows): { labels: number[]; texts: (number | null)[] } {
  const { sections, events, questions } = rows;
  return {
    labels: [
      ...sections.map((s) => s.IdLibelle),
      ...events.map((e) => e.IdLibelleEvent).filter((id): id is number => id !== null),
      ...questionLabelIds(questions),
    ],
    texts: [...sections.flatMap((s) => [s.IdTexte, s.IdTexteSection]), ...questions.map((q) => q.IdTexte)],
  };
}

/**
 * The sections with their fee, calendar flags (spec §4), criteria and questions, translated.
 * `dateTexts` words their dates (`sectionDateTexts`); the page passes its own, which also words
 * the call's next deadline, one of these dates.
 */
export function buildSections(
  rows: SectionRows,
  options: {
    t: { label: Translations; text: Translations };
    now: Date;
    timeZone: string;
    language: Language;
    dateTexts?: ReturnType<typeof sectionDateTexts>;
  },
): FestivalSection[] {
  const { sections, events, criteria, questions } = rows;
  const dateTexts = options.dateTexts ?? sectionDateTexts(options.language, options.timeZone);
  return sections.map((s) => {
    const own = (row: { IdCampagneSection: number }) => row.IdCampagneSection === s.IdCampagneSection;
    return buildSectionView(
      s,
      { events: events.filter(own), criteria: criteria.filter(own), questions: questions.filter(own) },
      { ...options, dateTexts },
    );
  });
}
