import type { Db } from '@shortlist/db/client';
import {
  codeFestival,
  codeFestivalUtilisation,
  panierCodeFestival,
} from '@shortlist/db/schema/festival-codes';
import { discountedEntryFee } from '@shortlist/domain/orders/festival-codes';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { BasketState } from '../basket/basket-state.ts';

/**
 * A code that lapsed after it was put on an entry (expired, withdrawn, used up by others, or no
 * longer handed to this account) refuses the checkout with its reason rather than silently
 * charging the full fee: the filmmaker removes it and pays knowingly.
 */
export function refuseLapsedFestivalCodes(state: BasketState): void {
  for (const entry of state.entries) {
    const problem = state.festivalCodes.get(entry.IdInscription)?.view.problem;
    if (problem) throw new AppError(problem);
  }
}

/**
 * The order being placed takes one use of its code per entry, in its transaction (docs/decisions.md
 * "Festival discount codes"). Each use is one conditional UPDATE: it raises the count only while
 * it is under the limit and the code still valid and not withdrawn, and holds the code's row lock
 * until the commit. Ten baskets paying a one-use code at once: one UPDATE matches, the others
 * (after waiting for the lock, then reading the committed count) match nothing and their orders
 * are refused whole with FESTIVAL_CODE_USED_UP. Codes are taken in id order so two orders never
 * wait on each other's codes.
 */
export async function takeFestivalCodeUses(
  tx: Db,
  order: { orderId: number; accountId: number; state: BasketState; now: Date },
): Promise<void> {
  const { orderId, accountId, state, now } = order;
  const uses = state.entries
    .map((entry) => ({ entry, code: state.festivalCodes.get(entry.IdInscription) }))
    .filter((use) => use.code !== undefined && use.code.view.problem === null)
    .sort((a, b) => a.code!.IdCode - b.code!.IdCode || a.entry.IdInscription - b.entry.IdInscription);
  for (const { entry, code } of uses) {
    const [taken] = await tx
      .update(codeFestival)
      .set({ Utilisations: sql`${codeFestival.Utilisations} + 1` })
      .where(
        and(
          eq(codeFestival.Id, code!.IdCode),
          lt(codeFestival.Utilisations, codeFestival.MaxUtilisations),
          isNull(codeFestival.DateDesactivation),
          gt(codeFestival.DateFin, now),
        ),
      )
      .returning({ Id: codeFestival.Id });
    if (!taken) throw new AppError('FESTIVAL_CODE_USED_UP');
    await tx.insert(codeFestivalUtilisation).values({
      IdCode: code!.IdCode,
      IdCommande: orderId,
      IdInscription: entry.IdInscription,
      IdCompte: accountId,
      Remise: discountedEntryFee(entry.entryFeeCents ?? 0, code!.rule).discountCents,
      DateCreation: now,
    });
  }
  if (uses.length > 0) {
    await tx.delete(panierCodeFestival).where(
      inArray(
        panierCodeFestival.IdInscription,
        uses.map((use) => use.entry.IdInscription),
      ),
    );
  }
}

/**
 * An order that will not be paid (cancelled, failed, expired) gives its code uses back and puts
 * each code on its entry in the basket again, in the caller's transaction (`returnOrderToBasket`).
 * A paid order keeps them, refunded or not: the festival withdraws or makes another code.
 */
export async function releaseFestivalCodeUses(
  tx: Db,
  options: { orderId: number; now: Date },
): Promise<void> {
  const released = await tx
    .delete(codeFestivalUtilisation)
    .where(eq(codeFestivalUtilisation.IdCommande, options.orderId))
    .returning({
      IdCode: codeFestivalUtilisation.IdCode,
      IdInscription: codeFestivalUtilisation.IdInscription,
    });
  for (const use of released.sort((a, b) => a.IdCode - b.IdCode)) {
    await tx
      .update(codeFestival)
      .set({ Utilisations: sql`greatest(${codeFestival.Utilisations} - 1, 0)` })
      .where(eq(codeFestival.Id, use.IdCode));
    await tx
      .insert(panierCodeFestival)
      .values({ IdInscription: use.IdInscription, IdCode: use.IdCode, DateCreation: options.now })
      .onConflictDoNothing();
  }
}
