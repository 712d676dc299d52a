import type { Db } from '@shortlist/db/client';
import { coupon, couponUtilisation } from '@shortlist/db/schema/coupons';
import { film } from '@shortlist/db/schema/films';
import { timbreMouvement, timbreSolde } from '@shortlist/db/schema/orders';
import type { FeeOffers, StampOffers, SuperStampBalance } from '@shortlist/domain/orders/offers';
import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';

/** `compte/offres-timbre`: the balance and each operator grant (a free stamp offer), newest first. */
export async function stampOffers(db: Db, options: { accountId: number }): Promise<StampOffers> {
  const [[balance], grants] = await Promise.all([
    db.select().from(timbreSolde).where(eq(timbreSolde.IdCompte, options.accountId)),
    db
      .select({ Delta: timbreMouvement.Delta, DateCreation: timbreMouvement.DateCreation })
      .from(timbreMouvement)
      .where(and(eq(timbreMouvement.IdCompte, options.accountId), eq(timbreMouvement.Motif, 'grant')))
      .orderBy(desc(timbreMouvement.DateCreation)),
  ]);
  return {
    stampBalance: balance?.Solde ?? 0,
    freeStamps: grants.map((g) => ({ stamps: g.Delta, grantedAt: g.DateCreation.toISOString() })),
  };
}

/**
 * `compte/offres-fee`: coupons reserved for the account, valid now and not used up (total and
 * by the account). Only the account's own: a coupon reserved for another never shows.
 */
export async function feeOffers(db: Db, options: { accountId: number; now: Date }): Promise<FeeOffers> {
  const { accountId, now } = options;
  const uses = sql<number>`(select count(*) from ${couponUtilisation} u where u."IdCoupon" = ${coupon.Id} and u."IdCompte" = ${accountId})`;
  const rows = await db
    .select()
    .from(coupon)
    .where(
      and(
        eq(coupon.IdCompte, accountId),
        or(isNull(coupon.DateDebut), sql`${coupon.DateDebut} <= ${now}`),
        or(isNull(coupon.DateFin), gt(coupon.DateFin, now)),
        or(isNull(coupon.MaxUtilisations), sql`${coupon.Utilisations} < ${coupon.MaxUtilisations}`),
        or(isNull(coupon.MaxParCompte), sql`${uses} < ${coupon.MaxParCompte}`),
      ),
    )
    .orderBy(asc(coupon.DateFin), asc(coupon.Id));
  return rows.map((row) => ({
    code: row.Code,
    kind: row.Kind,
    value: row.Valeur,
    appliesTo: row.Cible,
    validUntil: row.DateFin?.toISOString() ?? null,
  }));
}

/** `compte/solde-super-timbre`: the account's films with a SuperStamp, active or lapsed, by expiry. */
export async function superStampBalance(
  db: Db,
  options: { accountId: number; now: Date },
): Promise<SuperStampBalance> {
  const rows = await db
    .select({ Id: film.Id, title: film.TitreOriginal, until: film.DateExpirationSuperTimbre })
    .from(film)
    .where(and(eq(film.IdCompte, options.accountId), isNotNull(film.DateExpirationSuperTimbre)))
    .orderBy(asc(film.DateExpirationSuperTimbre), asc(film.Id));
  return rows.map((row) => ({
    IdFilm: row.Id,
    title: row.title ?? '',
    until: row.until!.toISOString(),
    active: row.until! > options.now,
  }));
}
