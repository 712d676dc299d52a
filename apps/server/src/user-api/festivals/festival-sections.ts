import type { Db } from '@shortlist/db/client';
import { campagne, critere, critereAdditionnel, type evenement } from '@shortlist/db/schema/campaigns';
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
import { sectionOpensOn } from '@shortlist/domain/festivals/call-state';
import { currentCampaign } from '@shortlist/domain/festivals/campaign-rules';
import { sectionCriteriaWords } from '@shortlist/domain/festivals/criteria-words';
import type { Language } from '@shortlist/domain/languages';
import { formatZonedDay, zonedTexts } from '@shortlist/i18n/deadline-format';
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

/** A criterion row as the API names it. */
export function toCriterion({ Id, ...row }: typeof critere.$inferSelect): Criterion {
  return { IdCritere: Id, ...row, Valeurs: row.Valeurs ?? [] };
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

export type QuestionRow = typeof critereAdditionnel.$inferSelect;

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

export type SectionRow = {
  IdCampagneSection: number;
  IdSection: number;
  IdCampagne: number;
  IdLibelle: number;
  IdTexteSection: number | null;
  IdTexte: number | null;
  IsInscription: boolean;
  IsPayant: boolean;
  IsPublic: boolean;
  Ordre: number;
  Devise: string;
};

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

/** The sections with their fee, calendar flags (spec §4), criteria and questions, translated. */
export function buildSections(
  rows: SectionRows,
  options: {
    t: { label: Translations; text: Translations };
    now: Date;
    timeZone: string;
    language: Language;
  },
): FestivalSection[] {
  const { sections, events, criteria, questions } = rows;
  const { t, now, timeZone, language } = options;
  return sections.map(({ IdLibelle, IdTexteSection, IdTexte, ...s }) => {
    const own = datedEvents(events.filter((e) => e.IdCampagneSection === s.IdCampagneSection));
    const current = currentEvent(own, now, timeZone);
    const calendar: CalendarEventRow[] = own.map((e) => ({
      IdEvent: e.Id,
      IdCampagneSection: e.IdCampagneSection,
      Type: e.Type,
      LibelleEvent: t.label(e.IdLibelleEvent),
      DateEvent: e.DateEvent.toISOString(),
      Prix: e.Prix,
      Devise: e.Devise as CalendarEventRow['Devise'],
      Ordre: e.Ordre,
      expired: isEventExpired(e, now, timeZone),
      expiringSoon: isExpiringSoon(e, now, timeZone),
      current: e === current,
      // Said here, not in the browser: its zone data can differ from ours (zonedTexts).
      ...zonedTexts(e.DateEvent, language, timeZone),
    }));
    const opensOn = sectionOpensOn(own, now, timeZone);
    const ownCriteria = criteria.filter((c) => c.IdCampagneSection === s.IdCampagneSection);
    return {
      ...s,
      Devise: s.Devise as FestivalSection['Devise'],
      Libelle: t.label(IdLibelle) ?? '',
      Texte: t.text(IdTexte) ?? t.text(IdTexteSection),
      currentFee: currentFee(own, now, timeZone) ?? null,
      isClosed: isSectionClosed(own, now, timeZone),
      opensOn,
      opensOnDay: opensOn === null ? null : formatZonedDay(opensOn, language, timeZone),
      events: calendar,
      criteria: ownCriteria,
      criterionWords: sectionCriteriaWords(ownCriteria),
      questions: questions
        .filter((q) => q.IdCampagneSection === s.IdCampagneSection)
        .map((q) => toQuestion(q, t)),
    };
  });
}
