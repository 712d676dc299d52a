import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import type { Language } from '@shortlist/domain/languages';
import type { PanelFestival } from '@shortlist/domain/submissions/api-contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { buildSectionView, questionLabelIds } from '../../shared-kernel/festival-section-view.ts';
import { loadSectionParts } from '../../shared-kernel/section-parts.ts';
import { groupBySection } from './group-by-section.ts';

/*
 * The festivals and sections a panel's results name, shaped as the festival page shapes its
 * sections (ZFestivalSection, built by `shared-kernel/festival-section-view.ts` for both) so both
 * panels draw the same cards. Five queries whatever the number of festivals: the sections with
 * their festival, their events, criteria and questions, then the translations (two).
 */

export async function loadPanelFestivals(
  db: Db,
  options: { sectionIds: readonly number[]; language: Language; now: Date },
): Promise<PanelFestival[]> {
  if (options.sectionIds.length === 0) return [];
  const ids = [...options.sectionIds];
  const [rows, { events, criteria, questions }] = await Promise.all([
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
        // Protected means a password the basket will ask for (add-to-basket checks it against
        // MotDePasseHash; a clear text not hashed yet protects too); neither ever leaves the server.
        IsPublic: sql<boolean>`${campagneSection.MotDePasseHash} is null and coalesce(${campagneSection.MotDePasse}, '') = ''`,
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
    loadSectionParts(db, ids),
  ]);
  const t = await loadTranslations(db, {
    language: options.language,
    labels: [
      ...rows.map((r) => r.IdLibelle),
      ...events.map((e) => e.IdLibelleEvent),
      ...questionLabelIds(questions),
    ],
    texts: [...rows.flatMap((r) => [r.IdTexte, r.IdTexteSection]), ...questions.map((q) => q.IdTexte)],
  });
  const eventsOf = groupBySection(events);
  const criteriaOf = groupBySection(criteria);
  const questionsOf = groupBySection(questions);
  const festivals = new Map<number, PanelFestival>();
  for (const { IdFestival, Nom, Iso2, latitude, longitude, ...sectionRow } of rows) {
    let entry = festivals.get(IdFestival);
    if (!entry) {
      const timeZone = festivalTimeZone({ iso2: Iso2 ?? undefined, latitude, longitude });
      entry = { IdFestival, Nom, timeZone, sections: [] };
      festivals.set(IdFestival, entry);
    }
    const { IdCampagneSection } = sectionRow;
    entry.sections.push(
      buildSectionView(
        sectionRow,
        {
          events: eventsOf.get(IdCampagneSection) ?? [],
          criteria: criteriaOf.get(IdCampagneSection) ?? [],
          questions: questionsOf.get(IdCampagneSection) ?? [],
        },
        { t, now: options.now, timeZone: entry.timeZone, language: options.language },
      ),
    );
  }
  // Name order as the reader's language sorts it (the database's collation may not).
  return [...festivals.values()].sort(
    (a, b) => a.Nom.localeCompare(b.Nom, options.language) || a.IdFestival - b.IdFestival,
  );
}
