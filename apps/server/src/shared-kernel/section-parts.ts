import type { Db } from '@shortlist/db/client';
import { critere, critereAdditionnel, evenement } from '@shortlist/db/schema/campaigns';
import { asc, inArray } from 'drizzle-orm';
import { toCriterion } from './festival-section-view.ts';

/**
 * The events, criteria and questions of some campaign sections, in the order the pages show
 * them: what `buildSectionView` needs beside the section's own row (the submission panel's
 * festivals and the managers' call preview read them alike).
 */
export async function loadSectionParts(db: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return { events: [], criteria: [], questions: [] };
  const [events, criteria, questions] = await Promise.all([
    db.select().from(evenement).where(inArray(evenement.IdCampagneSection, sectionIds)),
    db.select().from(critere).where(inArray(critere.IdCampagneSection, sectionIds)).orderBy(asc(critere.Id)),
    db
      .select()
      .from(critereAdditionnel)
      .where(inArray(critereAdditionnel.IdCampagneSection, sectionIds))
      .orderBy(asc(critereAdditionnel.Ordre), asc(critereAdditionnel.Id)),
  ]);
  return { events, criteria: criteria.map(toCriterion), questions };
}
