import type { Db } from '@shortlist/db/client';
import { invitation } from '@shortlist/db/schema/invitations';
import { inscription } from '@shortlist/db/schema/submissions';
import { type BasketCheck, checkBasket } from '@shortlist/domain/submissions/basket-check';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { and, eq } from 'drizzle-orm';
import { loadEligibilityFilms, loadEligibilitySections, loadEntries } from './eligibility-facts.ts';

/**
 * The whole-basket check (`GET order-api/customer/{id}/basket/check`): the account's entries
 * waiting in the basket judged again by the eligibility engine against today's facts, and
 * against each other (`checkBasket`); an entry answering an invitation is judged through it.
 * Five queries whatever the basket's size.
 */
export async function checkBasketEntries(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<BasketCheck[]> {
  const rows = await db
    .select({
      IdInscription: inscription.Id,
      IdFilm: inscription.IdFilm,
      IdCampagneSection: inscription.IdCampagneSection,
      invitedUntil: invitation.DateValiditee,
    })
    .from(inscription)
    .leftJoin(invitation, eq(invitation.IdInscription, inscription.Id))
    .where(
      and(
        eq(inscription.IdCompte, options.accountId),
        eq(inscription.Statut, SUBMISSION_STATUS.notFinished),
        eq(inscription.IsPaiementAttente, false),
      ),
    );
  if (rows.length === 0) return [];
  const basket = rows.map(({ invitedUntil, ...item }) => ({
    ...item,
    invitation: invitedUntil ? { DateValiditee: invitedUntil } : undefined,
  }));
  const filmIds = [...new Set(basket.map((item) => item.IdFilm))];
  const [films, sections] = await Promise.all([
    loadEligibilityFilms(db, { accountId: options.accountId, filmIds, now: options.now }),
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
