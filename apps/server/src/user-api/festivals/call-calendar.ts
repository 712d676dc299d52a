import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, evenement, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { inscription } from '@shortlist/db/schema/submissions';
import { tradLibelle } from '@shortlist/db/schema/translations';
import type {
  CallCalendar,
  CallCalendarRequest,
  EventLabels,
} from '@shortlist/domain/festival-space/calendar-contracts';
import {
  callBounds,
  callCalendarErrors,
  canEditCalendar,
  entriesPaidAboveNewFee,
  type TimedEvent,
  timedEvents,
  toLocalDateTime,
} from '@shortlist/domain/festivals/calendar-edit';
import { ALL_LANGUAGES, type Language, languageFromId } from '@shortlist/domain/languages';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { festivalZone } from './festival-zone.ts';
import { saveLabel, unroutedLanguages } from './translated-rows.ts';

type EventRow = typeof evenement.$inferSelect;

/** The call of `festivalId` (404 for another festival's, as an unknown one) and the festival's zone. */
async function loadCall(db: Db, options: { festivalId: number; callId: number; lock?: boolean }) {
  const query = db
    .select({
      IdCampagne: campagne.Id,
      AnneeEdition: campagne.AnneeEdition,
      StatutCampagne: campagne.StatutCampagne,
      IdFestival: campagne.IdFestival,
    })
    .from(campagne)
    .where(and(eq(campagne.Id, options.callId), eq(campagne.IdFestival, options.festivalId)));
  // Two saves of one call queue on its row: the second replaces the first's calendar whole.
  const [call] = options.lock ? await query.for('update') : await query;
  if (!call) throw new AppError('NOT_FOUND');
  const [zone] = await db
    .select({
      FuseauHoraire: festival.FuseauHoraire,
      GpsLatitude: festival.GpsLatitude,
      GpsLongitude: festival.GpsLongitude,
      Iso2: pays.Iso2,
    })
    .from(festival)
    .leftJoin(pays, eq(pays.Id, festival.IdPays))
    .where(eq(festival.Id, options.festivalId));
  return {
    call,
    timeZone: festivalZone(
      zone ?? { FuseauHoraire: null, Iso2: null, GpsLatitude: null, GpsLongitude: null },
    ),
  };
}

async function loadSections(db: Db, callId: number) {
  return db
    .select({
      IdCampagneSection: campagneSection.Id,
      IdLibelle: section.IdLibelle,
      IsPayant: campagneSection.IsPayant,
      IsPublic: campagneSection.IsPublic,
      IsInscription: campagneSection.IsInscription,
      Devise: campagneSection.Devise,
    })
    .from(campagneSection)
    .innerJoin(section, eq(section.Id, campagneSection.IdSection))
    .where(eq(campagneSection.IdCampagne, callId))
    .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id));
}

async function loadEvents(db: Db, sectionIds: number[]): Promise<EventRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(evenement)
    .where(inArray(evenement.IdCampagneSection, sectionIds))
    .orderBy(asc(evenement.DateEvent), asc(evenement.Ordre), asc(evenement.Id));
}

/** Sent (paid) entries of ordinary calls: an invitation's entry paid the invitation's price. */
const paidEntry = (sectionIds: number[]) =>
  and(
    inArray(inscription.IdCampagneSection, sectionIds),
    isNotNull(inscription.DateSoumission),
    isNull(inscription.PrixInvitation),
    sql`${inscription.Statut} not in (${SUBMISSION_STATUS.notFinished}, ${SUBMISSION_STATUS.cancelled})`,
  );

/**
 * `GET festival-space/festivals/{id}/calls/{call}/calendar`: each section of the call with its
 * events, dates on the festival's clock, and how many paid entries it has.
 */
export async function readCallCalendar(
  db: Db,
  options: { festivalId: number; callId: number; language: Language },
): Promise<CallCalendar> {
  const { call, timeZone } = await loadCall(db, options);
  const sections = await loadSections(db, call.IdCampagne);
  const ids = sections.map((s) => s.IdCampagneSection);
  const events = await loadEvents(db, ids);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({ IdCampagneSection: inscription.IdCampagneSection, n: sql<number>`count(*)::int` })
          .from(inscription)
          .where(paidEntry(ids))
          .groupBy(inscription.IdCampagneSection);
  const names = await eventNames(db, events);
  const t = await loadTranslations(db, {
    language: options.language,
    labels: [...sections.map((s) => s.IdLibelle), ...events.map((e) => e.IdLibelleEvent)],
    texts: [],
  });
  return {
    IdCampagne: call.IdCampagne,
    AnneeEdition: call.AnneeEdition,
    StatutCampagne: call.StatutCampagne,
    timeZone,
    sections: sections.map((s) => ({
      IdCampagneSection: s.IdCampagneSection,
      Libelle: t.label(s.IdLibelle) ?? '',
      IsPayant: s.IsPayant,
      IsPublic: s.IsPublic,
      IsInscription: s.IsInscription,
      Devise: s.Devise,
      paidEntries: paid.find((p) => p.IdCampagneSection === s.IdCampagneSection)?.n ?? 0,
      events: events
        .filter((e) => e.IdCampagneSection === s.IdCampagneSection)
        .map((e) => ({
          Type: e.Type,
          DateEvent: toLocalDateTime(e.DateEvent, timeZone),
          Prix: e.Prix,
          LibelleEvent: t.label(e.IdLibelleEvent),
          Libelle: names(e.IdLibelleEvent),
        })),
    })),
  };
}

/** Each event name's translations, every language present (null where none), as the editor edits them. */
async function eventNames(db: Db, events: readonly EventRow[]) {
  const ids = [...new Set(events.map((e) => e.IdLibelleEvent).filter((id): id is number => id !== null))];
  const rows =
    ids.length === 0 ? [] : await db.select().from(tradLibelle).where(inArray(tradLibelle.IdLibelle, ids));
  return (id: number | null): Record<Language, string | null> => {
    const out = Object.fromEntries(ALL_LANGUAGES.map((l) => [l, null])) as Record<Language, string | null>;
    for (const row of rows) {
      const language = row.IdLibelle === id ? languageFromId(row.IdLangue) : undefined;
      if (language) out[language] = row.Libelle;
    }
    return out;
  };
}

/** The languages of the event names a save sends that the site does not route (LANGUAGE_NOT_ROUTED). */
function unroutedNames(values: CallCalendarRequest, routed: readonly Language[]) {
  return values.sections.flatMap((s, i) =>
    s.events.flatMap((e, j) =>
      e.Libelle ? unroutedLanguages(`sections.${i}.events.${j}.Libelle`, e.Libelle, routed) : [],
    ),
  );
}

/**
 * A step name as saved: left out, the one kept by position; all empty, none; else a new label
 * (a name row may be shared by the demo's events, so it is never rewritten in place).
 */
async function savedName(tx: Db, kept: number | null, labels: EventLabels | undefined) {
  if (labels === undefined) return kept;
  if (!Object.values(labels).some((v) => v)) return null;
  return saveLabel(tx, null, labels);
}

/**
 * The festival's own step names (`IdLibelleEvent`: "Early bird", "Late") kept by position: the
 * n-th deadline of the new calendar keeps the n-th deadline's name, and so on per type.
 */
function keptLabels(old: readonly EventRow[], next: readonly TimedEvent[]): (number | null)[] {
  const byType = (type: string) => old.filter((e) => e.Type === type);
  const seen = new Map<string, number>();
  return next.map((e) => {
    const index = seen.get(e.Type) ?? 0;
    seen.set(e.Type, index + 1);
    return byType(e.Type)[index]?.IdLibelleEvent ?? null;
  });
}

const asTimed = (rows: readonly EventRow[]): TimedEvent[] =>
  rows.map((e) => ({ Type: e.Type, DateEvent: e.DateEvent, Prix: e.Prix, Ordre: e.Ordre }));

/**
 * `PUT festival-space/festivals/{id}/calls/{call}/calendar` (through the festival-space area's
 * port), in one transaction: the call's row locked (two saves follow each other, each whole) and
 * its status read (409 CALENDAR_LOCKED while being verified or once closed, `canEditCalendar`),
 * the calendars checked by the domain's rules (400 VALIDATION_FAILED with each failing field),
 * then the paid entries the new fees would have charged less counted: without
 * `confirmLowerFees`, 409 CALENDAR_FEE_LOWERED with that count and nothing written. Each named
 * section's events are replaced, and the call's opening and closing kept in step (the directory
 * sorts on them). The festival-version triggers (migration 0035) then tell every instance.
 * Paid entries are never touched: what they paid is in their orders.
 */
export async function writeCallCalendar(
  db: Db,
  options: {
    festivalId: number;
    callId: number;
    values: CallCalendarRequest;
    routedLanguages: readonly Language[];
  },
): Promise<void> {
  const { values } = options;
  await db.transaction(async (tx) => {
    const { call, timeZone } = await loadCall(tx, { ...options, lock: true });
    if (!canEditCalendar(call.StatutCampagne)) throw new AppError('CALENDAR_LOCKED');
    const sections = await loadSections(tx, call.IdCampagne);
    const known = new Map(sections.map((s) => [s.IdCampagneSection, s]));
    const fields = [
      ...callCalendarErrors(values.sections, { timeZone, known }),
      ...unroutedNames(values, options.routedLanguages),
    ];
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const named = values.sections.map((s) => s.IdCampagneSection);
    const old = await loadEvents(tx, named);
    const after = new Map(
      values.sections.map((s) => [s.IdCampagneSection, timedEvents(s.events, timeZone) as TimedEvent[]]),
    );
    if (!values.confirmLowerFees && named.length > 0) {
      const before = new Map(named.map((id) => [id, asTimed(old.filter((e) => e.IdCampagneSection === id))]));
      const entries = await tx
        .select({
          IdCampagneSection: inscription.IdCampagneSection,
          DateSoumission: sql<Date>`${inscription.DateSoumission}`,
        })
        .from(inscription)
        .where(paidEntry(named));
      const count = entriesPaidAboveNewFee({ before, after, entries, timeZone });
      if (count > 0) throw new AppError('CALENDAR_FEE_LOWERED', { params: { count: String(count) } });
    }

    if (named.length > 0) await tx.delete(evenement).where(inArray(evenement.IdCampagneSection, named));
    const rows = [];
    for (const s of values.sections) {
      const events = after.get(s.IdCampagneSection) ?? [];
      const kept = keptLabels(
        old.filter((e) => e.IdCampagneSection === s.IdCampagneSection),
        events,
      );
      // `timedEvents` keeps the request's order, so the i-th timed event is the i-th sent.
      const labels: (number | null)[] = [];
      for (const [i, e] of s.events.entries()) labels.push(await savedName(tx, kept[i] ?? null, e.Libelle));
      rows.push(
        ...events.map((e, i) => ({
          IdCampagneSection: s.IdCampagneSection,
          Type: e.Type,
          DateEvent: e.DateEvent,
          Prix: e.Prix,
          // The section's currency (docs/decisions.md "Currency": euros).
          Devise: known.get(s.IdCampagneSection)?.Devise ?? 'EUR',
          Ordre: e.Ordre,
          IdLibelleEvent: labels[i] ?? null,
        })),
      );
    }
    if (rows.length > 0) await tx.insert(evenement).values(rows);

    const all = await loadEvents(
      tx,
      sections.map((s) => s.IdCampagneSection),
    );
    const bounds = callBounds(
      sections.map((s) => asTimed(all.filter((e) => e.IdCampagneSection === s.IdCampagneSection))),
    );
    await tx.update(campagne).set(bounds).where(eq(campagne.Id, call.IdCampagne));
  });
}
