import { coupon } from '@shortlist/db/schema/coupons';
import { film } from '@shortlist/db/schema/films';
import type { FeeOffers, StampOffers, SuperStampBalance } from '@shortlist/domain/orders/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  createOrderTestApp,
  grantStamps,
  insertOrderFilm,
  NOW,
  type OrderTestApp,
} from '../../test/order-test-app.ts';

let o: OrderTestApp;
beforeAll(async () => {
  o = await createOrderTestApp();
});
afterAll(() => o.close());

const get = (who: Customer | null, path: string) =>
  o.t.app.inject({ url: `/api/compte/${path}`, ...(who ? { headers: who.signed.headers } : {}) });
const DAY = 24 * 60 * 60 * 1000;

describe('the account offers', () => {
  it('offres-timbre: the balance and the stamps granted, each account its own', async () => {
    await grantStamps(o.database, o.ada.Id, 2);
    const ada = (await get(o.ada, 'offres-timbre')).json() as StampOffers;
    expect(ada).toEqual({ stampBalance: 2, freeStamps: [{ stamps: 2, grantedAt: NOW.toISOString() }] });
    expect((await get(o.bob, 'offres-timbre')).json()).toEqual({ stampBalance: 0, freeStamps: [] });
  });

  it('offres-fee: coupons reserved for the account, valid and not used up; never another one', async () => {
    await o.database.db.insert(coupon).values([
      {
        Code: 'ADAFEE',
        Kind: 'percent',
        Valeur: 5000,
        Cible: 'platformFee',
        IdCompte: o.ada.Id,
        DateFin: new Date(NOW.getTime() + DAY),
      },
      { Code: 'ADAOLD', Kind: 'percent', Valeur: 5000, IdCompte: o.ada.Id, DateFin: NOW },
      {
        Code: 'ADAGONE',
        Kind: 'amount',
        Valeur: 100,
        IdCompte: o.ada.Id,
        MaxUtilisations: 1,
        Utilisations: 1,
      },
      { Code: 'PUBLIC', Kind: 'amount', Valeur: 100 },
    ]);
    const ada = (await get(o.ada, 'offres-fee')).json() as FeeOffers;
    expect(ada).toEqual([
      {
        code: 'ADAFEE',
        kind: 'percent',
        value: 5000,
        appliesTo: 'platformFee',
        validUntil: new Date(NOW.getTime() + DAY).toISOString(),
      },
    ]);
    expect((await get(o.bob, 'offres-fee')).json()).toEqual([]);
  });

  it('solde-super-timbre: the films with a SuperStamp and their expiry, active or lapsed', async () => {
    const active = await insertOrderFilm(o.database, o.ada.Id, { TitreOriginal: 'Covered' });
    const lapsed = await insertOrderFilm(o.database, o.ada.Id, { TitreOriginal: 'Lapsed' });
    await insertOrderFilm(o.database, o.ada.Id, { TitreOriginal: 'None' });
    await o.database.db
      .update(film)
      .set({ DateExpirationSuperTimbre: new Date(NOW.getTime() + 30 * DAY) })
      .where(eq(film.Id, active));
    await o.database.db
      .update(film)
      .set({ DateExpirationSuperTimbre: new Date(NOW.getTime() - DAY) })
      .where(eq(film.Id, lapsed));
    const ada = (await get(o.ada, 'solde-super-timbre')).json() as SuperStampBalance;
    expect(ada.map((f) => [f.title, f.active])).toEqual([
      ['Lapsed', false],
      ['Covered', true],
    ]);
    expect((await get(o.bob, 'solde-super-timbre')).json()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['offres-timbre', 'offres-fee', 'solde-super-timbre']) {
      expect((await get(null, path)).statusCode).toBe(401);
    }
  });
});
