import type { Db } from '@shortlist/db/client';
import { produit } from '@shortlist/db/schema/orders';
import type { Product } from '@shortlist/domain/orders/catalogue';
import { asc, eq } from 'drizzle-orm';

type Row = typeof produit.$inferSelect;

export function toProduct(row: Row): Product {
  return {
    Id: row.Id,
    code: row.Code as Product['code'],
    kind: row.Kind,
    priceCents: row.PrixHT,
    stamps: row.Timbres,
    months: row.DureeMois,
  };
}

/** `GET products/active`: what can be bought now, in the catalogue's order. */
export async function listActiveProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(produit)
    .where(eq(produit.IsActif, true))
    .orderBy(asc(produit.Ordre), asc(produit.Id));
  return rows.map(toProduct);
}
