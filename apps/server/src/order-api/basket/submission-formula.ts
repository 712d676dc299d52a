import type { Db } from '@shortlist/db/client';
import { panierArticle, panierInscription } from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { SubmissionFormulaRequest } from '@shortlist/domain/orders/api-contracts';
import { formulaOfId } from '@shortlist/domain/orders/formulas';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadOrderEntries } from '../../user-api/submissions/order-port.ts';

/**
 * `PUT customer/basket/submission/update {FormuleId, SubmissionIds}`: how the named entries of
 * the basket are paid. Every id must be the account's entry in the basket (else 404, nothing
 * changed); the SuperStamp formula needs the film's SuperStamp, active or in the basket.
 */
export async function updateSubmissionFormula(
  db: Db,
  options: { accountId: number; request: SubmissionFormulaRequest; language: Language; now: Date },
): Promise<void> {
  const { accountId, request, now } = options;
  const ids = [...new Set(request.SubmissionIds)];
  const formula = formulaOfId(request.FormuleId);
  const entries = await loadOrderEntries(db, { accountId, language: options.language, now, ids });
  if (entries.length !== ids.length) throw new AppError('NOT_FOUND');
  if (formula === 'superStamp') {
    const inBasket = await db
      .select({ IdFilm: panierArticle.IdFilm })
      .from(panierArticle)
      .where(and(eq(panierArticle.IdCompte, accountId), isNotNull(panierArticle.IdFilm)));
    const bought = new Set(inBasket.map((r) => r.IdFilm));
    const uncovered = entries.filter(
      (e) => !bought.has(e.IdFilm) && !(e.superStampUntil !== null && e.superStampUntil > now),
    );
    if (uncovered.length > 0) {
      throw new AppError('BASKET_INVALID', {
        fields: uncovered.map((e) => ({
          path: `SubmissionIds.${request.SubmissionIds.indexOf(e.IdInscription)}`,
          code: 'SUPERSTAMP_NOT_ACTIVE',
          message: 'SUPERSTAMP_NOT_ACTIVE',
        })),
      });
    }
  }
  await db
    .insert(panierInscription)
    .values(ids.map((IdInscription) => ({ IdInscription, FormuleId: request.FormuleId })))
    .onConflictDoUpdate({
      target: panierInscription.IdInscription,
      set: { FormuleId: sql`excluded."FormuleId"` },
    });
}
