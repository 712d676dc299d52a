import type { Db } from '@shortlist/db/client';
import type { Language } from '@shortlist/domain/languages';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';
import { loadCriteria, loadQuestions } from './festival-sections.ts';

/** The section exists in a call the public sees: a draft's criteria stay the managers' (404). */
async function assertSection(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`
    select 1 from campagne_section s join campagne c on c."Id" = s."IdCampagne"
    where s."Id" = ${id} and ${publicCall('c')}`);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
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
