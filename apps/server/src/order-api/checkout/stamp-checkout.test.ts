import { commandeStatut, timbreMouvement, versementFestival } from '@shortlist/db/schema/orders';
import { inscription } from '@shortlist/db/schema/submissions';
import type { Order, OrdersList, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OpenSections, type OrderTest } from '../../test/order-steps.ts';

let o: OrderTest;
let sections: OpenSections;

beforeAll(async () => {
  o = await createOrderTest();
  sections = await o.openSections();
});
afterAll(() => o.close());

const place = (body: object, who = o.ada) =>
  o.call(who, 'POST', 'customer/orders/place', {
    Id: who.Id,
    method: 'balance',
    acceptTerms: true,
    ...body,
  });

describe('checkout paid entirely by stamps', () => {
  let order: Order;
  let ids: number[];

  it('sends the entries with their numbers, debits the ledger and audits the order, in one go', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id);
    ids = await o.putEntries(o.ada.Id, [
      { IdFilm, IdCampagneSection: sections.free[0]! },
      { IdFilm, IdCampagneSection: sections.free[1]! },
    ]);
    await o.grantStamps(o.ada.Id, 2);
    const response = await place({});
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json() as PlacedOrder;
    order = placed.order;
    expect(placed.redirectUrl).toBe(`/en/confirm/${order.Id}`);
    expect(order).toMatchObject({ status: 'paid', stateFlag: 4, method: 'balance', checkoutUrl: null });
    expect(order.totals).toMatchObject({ totalCents: 0, stampsUsed: 2, submissionsByStamps: 2 });
    expect(order.lines.map((l) => [l.kind, l.IdInscription, l.stampsUsed])).toEqual([
      ['entryFee', ids[0], 1],
      ['entryFee', ids[1], 1],
    ]);

    const sent = await o.database.db
      .select()
      .from(inscription)
      .where(inArray(inscription.Id, ids))
      .orderBy(asc(inscription.Id));
    expect(sent.map((e) => [e.Statut, e.IsPaiementAttente])).toEqual([
      [SUBMISSION_STATUS.sent, false],
      [SUBMISSION_STATUS.sent, false],
    ]);
    expect(sent.every((e) => e.Numero !== null && e.DateSoumission !== null)).toBe(true);
    expect(new Set(sent.map((e) => e.Numero)).size).toBe(2);

    const ledger = await o.database.db
      .select({ Delta: timbreMouvement.Delta, Motif: timbreMouvement.Motif })
      .from(timbreMouvement)
      .where(eq(timbreMouvement.IdCompte, o.ada.Id))
      .orderBy(asc(timbreMouvement.Id));
    expect(ledger).toEqual([
      { Delta: 2, Motif: 'grant' },
      { Delta: -2, Motif: 'checkout' },
    ]);
    const audit = await o.database.db
      .select({ De: commandeStatut.De, Vers: commandeStatut.Vers, Evenement: commandeStatut.Evenement })
      .from(commandeStatut)
      .where(eq(commandeStatut.IdCommande, order.Id))
      .orderBy(asc(commandeStatut.Id));
    expect(audit).toEqual([
      { De: null, Vers: 'created', Evenement: 'place' },
      { De: 'created', Vers: 'paid', Evenement: 'pay' },
    ]);
    // Free entries pay the festivals nothing: no payout line.
    expect(
      await o.database.db.select().from(versementFestival).where(eq(versementFestival.IdCommande, order.Id)),
    ).toEqual([]);

    const basket = await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`);
    expect(basket.json()).toMatchObject({ stampBalance: 0, count: 0 });
  });

  it('lists the order on the orders page and the confirmation page, for its owner only', async () => {
    const list = await o.call(o.ada, 'POST', 'customer/orders/filter/0/999', { id: o.ada.Id });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as OrdersList).items.map((i) => i.Id)).toEqual([order.Id]);
    // Each entry's line says what it was for: festival, section (in the reader's language), film.
    const [entryLine] = (list.json() as OrdersList).items[0]!.lines.filter(
      (line) => line.kind === 'entryFee',
    );
    expect(entryLine).toMatchObject({
      festivalName: expect.any(String),
      sectionName: expect.stringMatching(/\S/),
      filmTitle: expect.stringMatching(/\S/),
    });
    const one = await o.call(o.ada, 'GET', `orders/${order.Id}/confirm/calculate`);
    expect(one.json()).toEqual(order);

    expect((await o.call(o.bob, 'GET', `orders/${order.Id}/confirm/calculate`)).statusCode).toBe(404);
    expect((await o.call(o.bob, 'POST', 'customer/orders/filter/0/999', { id: o.ada.Id })).statusCode).toBe(
      404,
    );
    const bobs = await o.call(o.bob, 'POST', 'customer/orders/filter/0/999', { id: o.bob.Id });
    expect(bobs.json()).toEqual({ items: [], count: 0 });
    // Nor place an order for the first customer, nor with her entries.
    expect((await place({ Id: o.ada.Id }, o.bob)).statusCode).toBe(404);
  });

  it('refuses an empty basket, a short balance, and money asked of the stamp balance', async () => {
    expect((await place({})).json()).toMatchObject({ code: 'BASKET_EMPTY' });
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Short' });
    const [free, paid] = await o.putEntries(o.ada.Id, [
      { IdFilm, IdCampagneSection: sections.free[2]! },
      { IdFilm, IdCampagneSection: sections.paid[0]!.Id },
    ]);
    const formula = await o.call(o.ada, 'PUT', 'customer/basket/submission/update', {
      FormuleId: FORMULA_IDS.balance,
      SubmissionIds: [free, paid],
    });
    expect(formula.statusCode).toBe(200);
    const short = await place({ SubmissionIds: [free] });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'STAMPS_INSUFFICIENT' });

    await o.grantStamps(o.ada.Id, 2);
    const money = await place({ SubmissionIds: [paid] });
    expect(money.statusCode).toBe(400);
    expect(money.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'method', code: 'MONEY_DUE' }],
    });
    const card = await place({ SubmissionIds: [paid], method: 'creditCard' });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ code: 'BILLING_ADDRESS_INCOMPLETE' });
    const unknown = await place({ SubmissionIds: [paid! + 10_000] });
    expect(unknown.statusCode).toBe(404);
    const noTerms = await place({ acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);

    // Nothing was held or debited by the refusals.
    const basket = await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`);
    expect(basket.json()).toMatchObject({ stampBalance: 2, count: 2 });
    const ok = await place({ SubmissionIds: [free] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await o.call(o.ada, 'GET', `customer/${o.ada.Id}/basket`)).json()).toMatchObject({
      stampBalance: 1,
      count: 1,
    });
  });
});
