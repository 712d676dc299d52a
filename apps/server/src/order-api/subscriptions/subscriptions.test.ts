import { film } from '@shortlist/db/schema/films';
import { addMonths } from '@shortlist/domain/media/video-retention';
import type { Product } from '@shortlist/domain/orders/catalogue';
import type { Subscription } from '@shortlist/domain/orders/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSuperStamp, createOrderTest, type OrderTest, placeAndPay } from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';

let o: OrderTest;
let products: Map<string, Product>;
const DAY = 86_400_000;

beforeAll(async () => {
  o = await createOrderTest();
  const list = (await o.t.app.inject({ url: '/order-api/products/active' })).json() as Product[];
  products = new Map(list.map((p) => [p.code, p]));
  await o.saveBilling(o.ada);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const putSuperStamp = (who: Customer, IdFilm: number, code: string) =>
  call(who, 'POST', `customer/${who.Id}/basket/superstamps`, {
    productId: products.get(code)!.Id,
    IdFilm,
    confirmIrreversible: true,
  });
const setUntil = (IdFilm: number, until: Date) =>
  o.database.db.update(film).set({ DateExpirationSuperTimbre: until }).where(eq(film.Id, IdFilm));

/** A SuperStamp bought by card and paid on the sandbox's page. */
async function buyAndPay(who: Customer, IdFilm: number, code: 'superstamp-6' | 'superstamp-12') {
  await addSuperStamp(o, who, IdFilm, code);
  await placeAndPay(o, who);
}

describe('SuperStamp subscriptions', () => {
  let soon: number;
  let running: number;
  let ended: number;

  beforeAll(async () => {
    soon = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Soon' });
    running = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Running' });
    ended = await o.insertFilm(o.ada.Id, {
      TitreOriginal: 'Ended',
      DateExpirationSuperTimbre: new Date(NOW.getTime() - 5 * DAY),
    });
    await o.insertFilm(o.ada.Id, { TitreOriginal: 'Never' });
    await buyAndPay(o.ada, soon, 'superstamp-6');
    await buyAndPay(o.ada, running, 'superstamp-12');
    // Five months and a half later, as far as this film is concerned.
    await setUntil(soon, new Date(NOW.getTime() + 12 * DAY));
  });

  it('lists the films that have or had one, soonest end first, with duration and state', async () => {
    const answer = await call(o.ada, 'GET', `customer/${o.ada.Id}/subscriptions`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json() as Subscription[];
    expect(list.map((s) => [s.filmTitle, s.state, s.DureeMois, s.code])).toEqual([
      ['Ended', 'expired', null, null],
      ['Soon', 'expiringSoon', 6, 'superstamp-6'],
      ['Running', 'active', 12, 'superstamp-12'],
    ]);
    expect(list.find((s) => s.IdFilm === running)!.DateExpiration).toBe(addMonths(NOW, 12).toISOString());
    expect(list.find((s) => s.IdFilm === ended)!.inBasket).toBe(false);
  });

  it('offers for renewal those in their last 30 days, until one is in the basket', async () => {
    const expiring = async () =>
      (
        await call(o.ada, 'GET', `customer/${o.ada.Id}/basket/expiring-subscriptions`)
      ).json() as Subscription[];
    expect((await expiring()).map((s) => s.IdFilm)).toEqual([soon]);
    expect((await putSuperStamp(o.ada, soon, 'superstamp-6')).statusCode).toBe(200);
    expect(await expiring()).toEqual([]);
    const list = (await call(o.ada, 'GET', `customer/${o.ada.Id}/subscriptions`)).json() as Subscription[];
    expect(list.find((s) => s.IdFilm === soon)!.inBasket).toBe(true);
  });

  it('shows another account nothing of them (404, as for an unknown customer)', async () => {
    for (const path of ['subscriptions', 'basket/expiring-subscriptions']) {
      const theirs = await call(o.bob, 'GET', `customer/${o.ada.Id}/${path}`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await call(o.bob, 'GET', `customer/${o.bob.Id}/${path}`)).json()).toEqual([]);
    }
    const anonymous = await o.t.app.inject({ url: `/order-api/customer/${o.ada.Id}/subscriptions` });
    expect(anonymous.statusCode).toBe(401);
  });
});
