import type { Db } from '@shortlist/db/client';
import { panierArticle, produit } from '@shortlist/db/schema/orders';
import { MAX_BOOKLET_QUANTITY } from '@shortlist/domain/orders/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { loadOrderFilms } from '../../user-api/submissions/order-port.ts';

async function activeProduct(db: Db, productId: number, kind: 'stampBooklet' | 'superStamp') {
  const [row] = await db
    .select()
    .from(produit)
    .where(and(eq(produit.Id, productId), eq(produit.IsActif, true), eq(produit.Kind, kind)));
  if (!row) {
    throw new AppError('NOT_FOUND', {
      fields: [{ path: 'productId', code: 'NOT_FOUND', message: 'NOT_FOUND' }],
    });
  }
  return row;
}

/**
 * Puts a stamp booklet in the basket; the same booklet again adds to its quantity, up to
 * `MAX_BOOKLET_QUANTITY` (one upsert: two clicks at once add both, never two rows).
 */
export async function addBooklet(
  db: Db,
  options: { accountId: number; productId: number; quantity: number; now: Date },
): Promise<void> {
  await activeProduct(db, options.productId, 'stampBooklet');
  const [row] = await db
    .insert(panierArticle)
    .values({
      IdCompte: options.accountId,
      IdProduit: options.productId,
      Quantite: options.quantity,
      DateCreation: options.now,
    })
    .onConflictDoUpdate({
      target: [panierArticle.IdCompte, panierArticle.IdProduit],
      targetWhere: sql`"IdFilm" is null`,
      set: { Quantite: sql`${panierArticle.Quantite} + ${options.quantity}` },
      setWhere: sql`${panierArticle.Quantite} + ${options.quantity} <= ${MAX_BOOKLET_QUANTITY}`,
    })
    .returning({ Id: panierArticle.Id });
  if (!row) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'quantity', code: 'too_big', message: String(MAX_BOOKLET_QUANTITY) }],
    });
  }
}

/**
 * Puts a SuperStamp for one of the account's films in the basket (one per film: a second choice
 * replaces the kind). The request carried the explicit confirmation (the contract requires it).
 */
export async function addSuperStamp(
  db: Db,
  options: { accountId: number; productId: number; IdFilm: number; now: Date },
): Promise<void> {
  await activeProduct(db, options.productId, 'superStamp');
  const [owned] = await loadOrderFilms(db, { accountId: options.accountId, filmIds: [options.IdFilm] });
  if (!owned)
    throw new AppError('NOT_FOUND', {
      fields: [{ path: 'IdFilm', code: 'NOT_FOUND', message: 'NOT_FOUND' }],
    });
  await db
    .insert(panierArticle)
    .values({
      IdCompte: options.accountId,
      IdProduit: options.productId,
      IdFilm: options.IdFilm,
      Quantite: 1,
      DateCreation: options.now,
    })
    .onConflictDoUpdate({
      target: [panierArticle.IdCompte, panierArticle.IdFilm],
      targetWhere: sql`"IdFilm" is not null`,
      set: { IdProduit: options.productId },
    });
}

/** Takes a booklet or SuperStamp out of the basket; another account's item answers 404. */
export async function removeBasketItem(
  db: Db,
  options: { accountId: number; itemId: number },
): Promise<void> {
  const removed = await db
    .delete(panierArticle)
    .where(and(eq(panierArticle.Id, options.itemId), eq(panierArticle.IdCompte, options.accountId)))
    .returning({ Id: panierArticle.Id });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
