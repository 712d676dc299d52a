import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { commande, commandeLigne, panierArticle, produit } from '@shortlist/db/schema/orders';
import { type Subscription, subscriptionState } from '@shortlist/domain/orders/subscriptions';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';

/**
 * The account's SuperStamps, one per film that ever had one (spec §3 Subscription: expiration
 * date, duration months, film), soonest end first. The duration and the product to renew with
 * are the film's last paid SuperStamp line; `inBasket` says a SuperStamp for the film already
 * waits in the basket. Only the account's own films: ownership is the query's `IdCompte`.
 */
export async function listSubscriptions(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<Subscription[]> {
  const films = await db
    .select({ IdFilm: film.Id, filmTitle: film.TitreOriginal, until: film.DateExpirationSuperTimbre })
    .from(film)
    .where(and(eq(film.IdCompte, options.accountId), isNotNull(film.DateExpirationSuperTimbre)))
    .orderBy(asc(film.DateExpirationSuperTimbre), asc(film.Id));
  if (films.length === 0) return [];
  const ids = films.map((f) => f.IdFilm);
  const paid = await db
    .select({ IdFilm: commandeLigne.IdFilm, months: produit.DureeMois, code: produit.Code })
    .from(commandeLigne)
    .innerJoin(commande, eq(commande.Id, commandeLigne.IdCommande))
    .innerJoin(produit, eq(produit.Id, commandeLigne.IdProduit))
    .where(
      and(
        eq(commande.IdCompte, options.accountId),
        eq(commande.Statut, 'paid'),
        eq(commandeLigne.Kind, 'superStamp'),
        inArray(commandeLigne.IdFilm, ids),
      ),
    )
    .orderBy(desc(commande.DatePaiement), desc(commandeLigne.Id));
  const last = new Map<number, { months: number | null; code: Subscription['code'] }>();
  for (const line of paid) {
    if (line.IdFilm !== null && !last.has(line.IdFilm)) {
      last.set(line.IdFilm, { months: line.months, code: line.code as Subscription['code'] });
    }
  }
  const waiting = await db
    .select({ IdFilm: panierArticle.IdFilm })
    .from(panierArticle)
    .where(and(eq(panierArticle.IdCompte, options.accountId), inArray(panierArticle.IdFilm, ids)));
  const inBasket = new Set(waiting.map((row) => row.IdFilm));
  return films.map((row) => {
    const until = row.until as Date;
    return {
      IdFilm: row.IdFilm,
      filmTitle: row.filmTitle,
      DateExpiration: until.toISOString(),
      DureeMois: last.get(row.IdFilm)?.months ?? null,
      code: last.get(row.IdFilm)?.code ?? null,
      state: subscriptionState(until, options.now),
      inBasket: inBasket.has(row.IdFilm),
    };
  });
}

/** Spec §7 `basket/expiring-subscriptions`: the subscriptions in their renewal window, not yet in the basket. */
export async function listExpiringSubscriptions(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<Subscription[]> {
  const all = await listSubscriptions(db, options);
  return all.filter((s) => s.state === 'expiringSoon' && !s.inBasket);
}
