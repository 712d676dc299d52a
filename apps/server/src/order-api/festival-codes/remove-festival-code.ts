import type { Db } from '@shortlist/db/client';
import { panierCodeFestival } from '@shortlist/db/schema/festival-codes';
import type { Language } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadOrderEntries } from '../../user-api/submissions/order-port.ts';

/** `PUT customer/{id}/basket/remove-festival-code {IdInscription}`: the entry goes without its code. */
export async function removeFestivalCode(
  db: Db,
  options: { accountId: number; IdInscription: number; language: Language; now: Date },
): Promise<void> {
  const { accountId, IdInscription, language, now } = options;
  const entries = await loadOrderEntries(db, { accountId, language, now, ids: [IdInscription] });
  if (entries.length === 0) throw new AppError('NOT_FOUND');
  await db.delete(panierCodeFestival).where(eq(panierCodeFestival.IdInscription, IdInscription));
}
