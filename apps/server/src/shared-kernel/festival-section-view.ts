import type { critere, critereAdditionnel, evenement } from '@shortlist/db/schema/campaigns';
import type {
  CalendarEventRow,
  FestivalSection,
  ZAdditionalQuestion,
  ZSectionCriterion,
} from '@shortlist/domain/festivals/api-contracts';
import { datedEvents, eventFlags, feeAt, isClosedAt } from '@shortlist/domain/festivals/calendar-rules';
import { openingDayAt } from '@shortlist/domain/festivals/call-state';
import { sectionCriteriaWords } from '@shortlist/domain/festivals/criteria-words';
import type { Language } from '@shortlist/domain/languages';
import type { z } from 'zod';
import { zonedTexts } from '../platform/performance/zoned-texts.ts';
import type { Translations } from '../platform/translations/load-translations.ts';

/*
 * A festival section as its card shows it (ZFestivalSection), built from the rows read: the
 * festival page (festivals area) and a film's panel (submissions area) draw the same cards, and
 * an area cannot import another's, so the shaping lives here. Which sections, and how they are
 * read, stays in each area; this applies the domain's calendar and criteria rules to the rows.
 */

type Criterion = z.infer<typeof ZSectionCriterion>;
type Question = z.infer<typeof ZAdditionalQuestion>;
type Labels = { label: Translations; text: Translations };

/** A campaign section as read, before translation and the calendar rules. */
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

export type SectionEventRow = typeof evenement.$inferSelect;
export type QuestionRow = typeof critereAdditionnel.$inferSelect;

/** A criterion row as the API names it. */
export function toCriterion(row: typeof critere.$inferSelect): Criterion {
  // Field by field, as `buildSectionView`: an object rest copies through the runtime.
  return {
    IdCritere: row.Id,
    IdCampagneSection: row.IdCampagneSection,
    Type: row.Type,
    MoisProduction: row.MoisProduction,
    AnneeProduction: row.AnneeProduction,
    DureeMin: row.DureeMin,
    DureeMax: row.DureeMax,
    IsInclusionPays: row.IsInclusionPays,
    IsPaysPrincipal: row.IsPaysPrincipal,
    IsPremierFilm: row.IsPremierFilm,
    IsFilmEcole: row.IsFilmEcole,
    IsCheckerCritere: row.IsCheckerCritere,
    IdsLanguesSubs: row.IdsLanguesSubs,
    Valeurs: row.Valeurs ?? [],
  };
}

/** The label ids a question shows (its own and its choices'), for `loadTranslations`. */
export const questionLabelIds = (rows: readonly QuestionRow[]): number[] =>
  rows.flatMap((q) => [q.IdLibelle, ...(q.Choix ?? []).map((c) => c.IdLibelle)]);

/** A question row, translated, as the API names it. */
export function toQuestion(row: QuestionRow, t: Labels): Question {
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

type DateTexts = (date: Date) => { text: string; day: string };

/**
 * `zonedTexts` for the dates of one festival's sections, each instant worded once: a campaign's
 * sections mostly share their deadlines (the page merges them in one table), so a page of four
 * sections said each of its instants four times, two Intl calls each.
 */
export function sectionDateTexts(language: Language, timeZone: string): DateTexts {
  const said = new Map<number, { text: string; day: string }>();
  return (date) => {
    const at = date.getTime();
    let texts = said.get(at);
    if (!texts) {
      texts = zonedTexts(date, language, timeZone);
      said.set(at, texts);
    }
    return texts;
  };
}

/**
 * One section with its fee, calendar flags (spec §4), criteria and questions, translated.
 * `own` holds the section's own events, criteria and questions (the caller groups them);
 * `dateTexts`, when given, words its dates (`sectionDateTexts`, shared by a festival's sections).
 */
export function buildSectionView(
  s: SectionRow,
  own: { events: readonly SectionEventRow[]; criteria: Criterion[]; questions: readonly QuestionRow[] },
  options: { t: Labels; now: Date; timeZone: string; language: Language; dateTexts?: DateTexts },
): FestivalSection {
  const { t, now, timeZone, language } = options;
  const dateTexts = options.dateTexts ?? sectionDateTexts(language, timeZone);
  // In calendar order; each event's days are counted once, and the current event (the first not
  // expired, `currentEvent`) gives the section's state (a page shows some 50 events).
  const events = datedEvents(own.events);
  const flags = events.map((e) => eventFlags(e, now, timeZone));
  const current = events[flags.findIndex((f) => !f.expired)];
  const calendar: CalendarEventRow[] = events.map((e, i) => {
    const { text, day } = dateTexts(e.DateEvent);
    return {
      IdEvent: e.Id,
      IdCampagneSection: e.IdCampagneSection,
      Type: e.Type,
      LibelleEvent: t.label(e.IdLibelleEvent),
      DateEvent: e.DateEvent.toISOString(),
      Prix: e.Prix,
      Devise: e.Devise as CalendarEventRow['Devise'],
      Ordre: e.Ordre,
      expired: flags[i]?.expired ?? false,
      expiringSoon: flags[i]?.expiringSoon ?? false,
      current: e === current,
      // Said here, not in the browser: its zone data can differ from ours (zonedTexts).
      text,
      day,
    };
  });
  const opensOn = openingDayAt(current);
  // The opening day is the current event's day (`openingDayAt`), already worded.
  // Field by field: with the row's rest (`{ IdLibelle, ...s }`) spread here, building a festival
  // page took about 158 µs against 111 (600 stored pages, no I/O); V8 copies an object rest
  // through its runtime. A rest would also pass on any column a caller's row adds.
  return {
    IdCampagneSection: s.IdCampagneSection,
    IdSection: s.IdSection,
    IdCampagne: s.IdCampagne,
    IsInscription: s.IsInscription,
    IsPayant: s.IsPayant,
    IsPublic: s.IsPublic,
    Ordre: s.Ordre,
    Devise: s.Devise as FestivalSection['Devise'],
    Libelle: t.label(s.IdLibelle) ?? '',
    Texte: t.text(s.IdTexte) ?? t.text(s.IdTexteSection),
    currentFee: feeAt(current) ?? null,
    isClosed: isClosedAt(current),
    opensOn,
    opensOnDay: opensOn === null || current === undefined ? null : dateTexts(current.DateEvent).day,
    events: calendar,
    criteria: own.criteria,
    criterionWords: sectionCriteriaWords(own.criteria),
    questions: own.questions.map((q) => toQuestion(q, t)),
  };
}
