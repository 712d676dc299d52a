import type { Db } from '@shortlist/db/client';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadCriteria, loadQuestions } from './festival-sections.ts';

async function assertSection(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ Id: campagneSection.Id })
    .from(campagneSection)
    .where(eq(campagneSection.Id, id));
  if (!row) throw new AppError('NOT_FOUND');
}

/** `public/sections/{id}/criteres` (id = IdCampagneSection). */
export async function listSectionCriteria(db: Db, options: { id: number }) {
  await assertSection(db, options.id);
  return loadCriteria(db, [options.id]);
}

/** `public/sections/{id}/criteres-additionnels`: questions with labels, texts and choices translated. */
export async function listSectionQuestions(db: Db, options: { id: number; language: Language }) {
  await assertSection(db, options.id);
  return loadQuestions(db, { sectionIds: [options.id], language: options.language });
}
