import type { Db } from '@shortlist/db/client';
import { produit, produitPrix } from '@shortlist/db/schema/orders';
import { type SetPriceCommand, ZSetPriceCommand } from '@shortlist/domain/orders/catalogue';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';

export type SetPriceAnswer = { product: string; previousCents: number; cents: number; changed: boolean };

/**
 * An operator changes a catalogue price (docs/operations.md). Baskets are priced from the
 * catalogue each time they are read, so the new price reaches every basket from now on; placed
 * orders keep their own lines and totals and never change. The change and its audit row
 * (`produit_prix`: before, after, who, when) are written in one transaction under the product's
 * row lock; the same price again changes nothing and writes no audit row.
 */
export async function setPrice(
  db: Db,
  options: { input: SetPriceCommand; now: Date; author: string },
): Promise<SetPriceAnswer> {
  const { input, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(produit).where(eq(produit.Code, input.product)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const answer = { product: row.Code, previousCents: row.PrixHT, cents: input.cents };
    if (row.PrixHT === input.cents) return { ...answer, changed: false };
    await tx
      .update(produit)
      .set({ PrixHT: input.cents, DateModification: now })
      .where(eq(produit.Id, row.Id));
    await tx.insert(produitPrix).values({
      IdProduit: row.Id,
      Ancien: row.PrixHT,
      Nouveau: input.cents,
      Auteur: options.author,
      DateCreation: now,
    });
    return { ...answer, changed: true };
  });
}

/** `npm run admin -- set-price --product <code> --cents <n>`. */
export const setPriceCommand = defineOperatorCommand({
  name: 'set-price',
  summary: 'Change a catalogue price for future baskets (--product <code> --cents <n excl. VAT>)',
  input: ZSetPriceCommand,
  run: (context, input) => setPrice(context.db, { input, now: context.now, author: 'operator' }),
});
