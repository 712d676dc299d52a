import type { Db } from '@shortlist/db/client';
import { inscription } from '@shortlist/db/schema/submissions';
import { type BasketCheck, checkBasket } from '@shortlist/domain/submissions/basket-check';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq } from 'drizzle-orm';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

/**
 * The whole-basket check (`GET order-api/customer/{id}/basket/check`): the account's entries
 * waiting in the basket judged again by the eligibility engine against today's facts, and
 * against each other (`checkBasket`). Five queries whatever the basket's size.
 */
export async function checkBasketEntries(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<BasketCheck[]> {
  const basket = await db
    .select({
      IdInscription: inscription.Id,
      IdFilm: inscription.IdFilm,
      IdCampagneSection: inscription.IdCampagneSection,
    })
    .from(inscription)
    .where(
      and(
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, false),
      ),
    );
  if (basket.length === 0) return [];
  const filmIds = [...new Set(basket.map((item) => item.IdFilm))];
  const [films, sections] = await Promise.all([
    loadEligibilityFilms(db, { accountId: options.accountId, filmIds }),
    loadEligibilitySections(db, {
      IdsCampagneSection: [...new Set(basket.map((item) => item.IdCampagneSection))],
    }),
  ]);
  const entries = await loadEntries(db, {
    filmIds,
    festivalIds: [...new Set(sections.map((section) => section.IdFestival))],
  });
  return checkBasket({ basket, films, sections, entries, now: options.now });
}
