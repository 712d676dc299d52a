import type { Db } from '@shortlist/db/client';
import {
  campagne,
  campagneSection,
  critere,
  critereAdditionnel,
  evenement,
  section,
} from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import type { CalendarEventRow, FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import {
  currentEvent,
  currentFee,
  datedEvents,
  isEventExpired,
  isExpiringSoon,
  isSectionClosed,
} from '@shortlist/domain/festivals/calendar-rules';
import { sectionOpensOn } from '@shortlist/domain/festivals/call-state';
import { sectionCriteriaWords } from '@shortlist/domain/festivals/criteria-words';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import type { Language } from '@shortlist/domain/languages';
import type { PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import { formatZonedDay, zonedTexts } from '@shortlist/i18n/deadline-format';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { loadTranslations, type Translations } from '../../platform/translations/load-translations.ts';
import { groupBySection } from './group-by-section.ts';

/*
 * The festivals and sections a panel's results name, shaped as the festival page shapes its
 * sections (ZFestivalSection) so both panels draw the same cards. The festivals area's builder
 * cannot be imported from here (server-area-isolation), so the same domain rules are applied
 * again. Five queries whatever the number of festivals: the sections with their festival, their
 * events, criteria and questions, then the translations (two).
 */

type QuestionRow = typeof critereAdditionnel.$inferSelect;
type Labels = { label: Translations; text: Translations };

function toQuestion(row: QuestionRow, t: Labels): FestivalSection['questions'][number] {
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

export async function loadPanelFestivals(
  db: Db,
  options: { sectionIds: readonly number[]; language: Language; now: Date },
): Promise<PanelFestival[]> {
  if (options.sectionIds.length === 0) return [];
  const ids = [...options.sectionIds];
  const [rows, events, criteria, questions] = await Promise.all([
    db
      .select({
        IdFestival: festival.Id,
        Nom: festival.Nom,
        Iso2: pays.Iso2,
        latitude: festival.GpsLatitude,
        longitude: festival.GpsLongitude,
        IdCampagneSection: campagneSection.Id,
        IdSection: campagneSection.IdSection,
        IdCampagne: campagneSection.IdCampagne,
        IdLibelle: section.IdLibelle,
        IdTexteSection: section.IdTexte,
        IdTexte: campagneSection.IdTexte,
        IsInscription: campagneSection.IsInscription,
        IsPayant: campagneSection.IsPayant,
        // Protected means a password the basket will ask for (add-to-basket checks MotDePasse);
        // the password itself never leaves the server.
        IsPublic: sql<boolean>`${campagneSection.MotDePasse} is null`,
        Ordre: campagneSection.Ordre,
        Devise: campagneSection.Devise,
      })
      .from(campagneSection)
      .innerJoin(section, eq(section.Id, campagneSection.IdSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .leftJoin(pays, eq(pays.Id, festival.IdPays))
      .where(inArray(campagneSection.Id, ids))
      .orderBy(asc(campagneSection.Ordre), asc(campagneSection.Id)),
    db.select().from(evenement).where(inArray(evenement.IdCampagneSection, ids)),
    db.select().from(critere).where(inArray(critere.IdCampagneSection, ids)).orderBy(asc(critere.Id)),
    db
      .select()
      .from(critereAdditionnel)
      .where(inArray(critereAdditionnel.IdCampagneSection, ids))
      .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id)),
  ]);
  const t = await loadTranslations(db, {
    language: options.language,
    labels: [
      ...rows.map((r) => r.IdLibelle),
      ...events.map((e) => e.IdLibelleEvent),
      ...questions.flatMap((q) => [q.IdLibelle, ...(q.Choix ?? []).map((c) => c.IdLibelle)]),
    ],
    texts: [...rows.flatMap((r) => [r.IdTexte, r.IdTexteSection]), ...questions.map((q) => q.IdTexte)],
  });
  const eventsOf = groupBySection(events);
  const criteriaOf = groupBySection(criteria);
  const questionsOf = groupBySection(questions);
  const festivals = new Map<number, PanelFestival>();
  for (const {
    IdFestival,
    Nom,
    Iso2,
    latitude,
    longitude,
    IdLibelle,
    IdTexte,
    IdTexteSection,
    ...row
  } of rows) {
    let entry = festivals.get(IdFestival);
    if (!entry) {
      const timeZone = festivalTimeZone({ iso2: Iso2 ?? undefined, latitude, longitude });
      entry = { IdFestival, Nom, timeZone, sections: [] };
      festivals.set(IdFestival, entry);
    }
    const { timeZone } = entry;
    const { now } = options;
    const own = datedEvents(eventsOf.get(row.IdCampagneSection) ?? []);
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
      ...zonedTexts(e.DateEvent, options.language, timeZone),
    }));
    const opensOn = sectionOpensOn(own, now, timeZone);
    const ownCriteria = (criteriaOf.get(row.IdCampagneSection) ?? []).map(({ Id, ...c }) => ({
      IdCritere: Id,
      ...c,
      Valeurs: c.Valeurs ?? [],
    }));
    entry.sections.push({
      ...row,
      Devise: row.Devise as FestivalSection['Devise'],
      Libelle: t.label(IdLibelle) ?? '',
      Texte: t.text(IdTexte) ?? t.text(IdTexteSection),
      currentFee: currentFee(own, now, timeZone) ?? null,
      isClosed: isSectionClosed(own, now, timeZone),
      opensOn,
      opensOnDay: opensOn === null ? null : formatZonedDay(opensOn, options.language, timeZone),
      events: calendar,
      criteria: ownCriteria,
      criterionWords: sectionCriteriaWords(ownCriteria),
      questions: (questionsOf.get(row.IdCampagneSection) ?? []).map((q) => toQuestion(q, t)),
    });
  }
  // Name order as the reader's language sorts it (the database's collation may not).
  return [...festivals.values()].sort(
    (a, b) => a.Nom.localeCompare(b.Nom, options.language) || a.IdFestival - b.IdFestival,
  );
}
