import { campagne, campagneSection } from '@shortlist/db/schema/campaigns';
import {
  codeFestival,
  codeFestivalUtilisation,
  panierCodeFestival,
} from '@shortlist/db/schema/festival-codes';
import { facture, versementFestival } from '@shortlist/db/schema/orders';
import type { FestivalCodeRequest } from '@shortlist/domain/festival-space/code-contracts';
import type { Basket, BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import type { InvoiceDocument } from '@shortlist/domain/orders/invoice-lines';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderTest,
  type OrderTest,
  orderView,
  placeAndPay,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { createFestivalCode } from './create-festival-code.ts';
import { disableFestivalCode } from './disable-festival-code.ts';
import { handFestivalCode } from './hand-festival-code.ts';

/*
 * Issue 33: a festival's code on a basket entry takes the entry fee (all of it, or a percentage)
 * and nothing else: the platform fee, its VAT and the stamps are those without the code; the
 * order's line, the festival's invoice and its payout follow the fee charged.
 */

let o: OrderTest;
let section: { Id: number; fee: number };
let otherSection: { Id: number; fee: number };
let festivalId: number;

const call = (who: Customer, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const summary = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket/calculate`)).json() as BasketCalculationAnswer;
const basket = async (who: Customer) =>
  (await call(who, 'GET', `customer/${who.Id}/basket`)).json() as Basket;
const apply = (who: Customer, IdInscription: number, code: string, id = who.Id) =>
  call(who, 'PUT', `customer/${id}/basket/festival-code`, { IdInscription, code });
const newCode = (request: Partial<FestivalCodeRequest> & { code: string }) =>
  createFestivalCode(o.database.db, {
    festivalId,
    request: { IdCampagneSection: section.Id, kind: 'free', maxUses: 5, until: '2030-01-01', ...request },
    now: NOW,
  });
const codeRow = async (code: string) =>
  (await o.database.db.select().from(codeFestival).where(eq(codeFestival.Code, code)))[0]!;
const entryOf = async (who: Customer, IdCampagneSection = section.Id, title = 'Waived') => {
  const IdFilm = await o.insertFilm(who.Id, { TitreOriginal: title });
  const [id] = await o.putEntries(who.Id, [{ IdFilm, IdCampagneSection }]);
  return id!;
};
const clearBasket = async (who: Customer) => {
  const removed = await o.call(who, 'DELETE', `customer/${who.Id}/submissions/remove-all`);
  expect(removed.statusCode, removed.body).toBeLessThan(300);
};

beforeAll(async () => {
  o = await createOrderTest();
  const { paid } = await o.openSections();
  // Two paid sections of one festival: the code is for the first.
  const festivals = await o.database.db
    .select({ Id: campagneSection.Id, IdFestival: campagne.IdFestival })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne));
  const festivalOf = new Map(festivals.map((f) => [f.Id, f.IdFestival]));
  const pair = paid.flatMap((a) =>
    paid
      .filter((b) => b.Id !== a.Id && festivalOf.get(b.Id) === festivalOf.get(a.Id))
      .map((b) => [a, b] as const),
  )[0];
  if (!pair) throw new Error('the demo has no festival with two paid sections open');
  [section, otherSection] = pair;
  festivalId = festivalOf.get(section.Id)!;
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

describe('refusals', () => {
  it('says unknown, other section, expired, withdrawn, used up and not handed, each localised', async () => {
    const entry = await entryOf(o.ada);
    const unknown = await o.t.app.inject({
      method: 'PUT',
      url: `/order-api/customer/${o.ada.Id}/basket/festival-code`,
      headers: { ...o.ada.signed.headers, culture: 'fr' },
      payload: { IdInscription: entry, code: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'FESTIVAL_CODE_UNKNOWN',
      message: 'Ce festival n’a pas de code de réduction de ce nom.',
    });
    expect((await apply(o.ada, entry, 'bad code!')).statusCode).toBe(400);

    await newCode({ code: 'OTHERSEC', IdCampagneSection: otherSection.Id });
    const other = await apply(o.ada, entry, 'othersec');
    expect([other.statusCode, other.json().code]).toEqual([422, 'FESTIVAL_CODE_OTHER_SECTION']);

    await o.database.db.insert(codeFestival).values({
      IdFestival: festivalId,
      IdCampagneSection: section.Id,
      Code: 'OLD',
      Kind: 'free',
      Pourcentage: 100,
      DernierJour: '2020-01-01',
      DateFin: new Date(NOW.getTime() - 1000),
      MaxUtilisations: 1,
    });
    const old = await apply(o.ada, entry, 'OLD');
    expect([old.statusCode, old.json().code]).toEqual([410, 'FESTIVAL_CODE_EXPIRED']);

    const { IdCode } = await newCode({ code: 'GONE' });
    await disableFestivalCode(o.database.db, { festivalId, codeId: IdCode, now: NOW });
    expect((await apply(o.ada, entry, 'GONE')).json().code).toBe('FESTIVAL_CODE_EXPIRED');

    await newCode({ code: 'FULL', maxUses: 1 });
    await o.database.db.update(codeFestival).set({ Utilisations: 1 }).where(eq(codeFestival.Code, 'FULL'));
    const full = await apply(o.ada, entry, 'FULL');
    expect([full.statusCode, full.json().code]).toEqual([409, 'FESTIVAL_CODE_USED_UP']);

    const reserved = await newCode({ code: 'FORBOB', handedOnly: true });
    await handFestivalCode(o.database.db, {
      festivalId,
      codeId: reserved.IdCode,
      request: { emails: ['bob@example.com'] },
      language: 'en',
      publicUrl: 'http://localhost',
      now: NOW,
    });
    const notHanded = await apply(o.ada, entry, 'FORBOB');
    expect([notHanded.statusCode, notHanded.json().code]).toEqual([403, 'FESTIVAL_CODE_NOT_HANDED']);
    expect(await o.database.db.select().from(panierCodeFestival)).toEqual([]);
  });

  it("another customer can neither put a code on Ada's entry nor name it in their own basket", async () => {
    const entry = (await basket(o.ada)).submissions[0]!.IdInscription;
    await newCode({ code: 'OPEN5' });
    expect((await apply(o.bob, entry, 'OPEN5', o.ada.Id)).statusCode).toBe(404);
    const own = await apply(o.bob, entry, 'OPEN5');
    expect([own.statusCode, own.json().code]).toEqual([404, 'NOT_FOUND']);
    await clearBasket(o.ada);
  });
});

describe('a free code', () => {
  it('waives the entry fee only: platform fee, VAT and stamps unchanged; the order and payout follow', async () => {
    const entry = await entryOf(o.ada);
    const before = await summary(o.ada);
    await newCode({ code: 'WAIVE1', maxUses: 1 });
    const applied = await apply(o.ada, entry, 'waive1');
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await summary(o.ada);
    const line = (calc: BasketCalculationAnswer, kind: string) => calc.lines.find((l) => l.kind === kind)!;
    expect(line(after, 'entryFee')).toMatchObject({
      unitCents: section.fee,
      discountCents: section.fee,
      netCents: 0,
      payoutCents: 0,
    });
    expect(line(after, 'platformFee')).toEqual(line(before, 'platformFee'));
    expect(after.totals.vatCents).toBe(before.totals.vatCents);
    expect(after.totals.stampsUsed).toBe(before.totals.stampsUsed);
    expect(after.totals.totalCents).toBe(before.totals.totalCents - section.fee);
    expect((await basket(o.ada)).submissions[0]?.festivalCode).toEqual({
      code: 'WAIVE1',
      kind: 'free',
      percent: 100,
      problem: null,
    });

    const paid = await placeAndPay(o, o.ada);
    expect(paid.lines.find((l) => l.kind === 'entryFee')).toMatchObject({
      netCents: 0,
      discountCents: section.fee,
    });
    expect(await codeRow('WAIVE1')).toMatchObject({ Utilisations: 1, MaxUtilisations: 1 });
    // The platform's invoice only: a waived fee gives the festival no invoice and no payout.
    const invoices = await o.database.db.select().from(facture).where(eq(facture.IdCommande, paid.Id));
    expect(invoices.map((i) => i.IdFestival)).toEqual([null]);
    expect(invoices[0]!.MontantTTC).toBe(before.totals.totalCents - section.fee);
    const payouts = await o.database.db
      .select()
      .from(versementFestival)
      .where(eq(versementFestival.IdCommande, paid.Id));
    expect(payouts.every((p) => p.MontantVersement === 0)).toBe(true);
  });
});

describe('a percentage code', () => {
  it("takes its share off the festival's invoice and payout, and an unpaid order gives the use back", async () => {
    const entry = await entryOf(o.bob);
    await newCode({ code: 'HALF', kind: 'percent', percent: 50, maxUses: 1 });
    expect((await apply(o.bob, entry, 'HALF')).statusCode).toBe(200);
    const half = section.fee - Math.floor((section.fee * 5000 + 5000) / 10000);

    const { order, paymentId } = await placeOrder(o, o.bob);
    expect((await codeRow('HALF')).Utilisations).toBe(1);
    expect(await o.database.db.select().from(panierCodeFestival)).toEqual([]);
    await settleOnSandbox(o, paymentId!, 'fail');
    expect((await orderView(o, o.bob, order.Id)).status).toBe('failed');
    expect((await codeRow('HALF')).Utilisations).toBe(0);
    expect((await basket(o.bob)).submissions[0]?.festivalCode?.code).toBe('HALF');

    const paid = await placeAndPay(o, o.bob);
    expect(paid.lines.find((l) => l.kind === 'entryFee')).toMatchObject({
      unitCents: section.fee,
      netCents: half,
    });
    const [festivalInvoice] = await o.database.db
      .select()
      .from(facture)
      .where(and(eq(facture.IdCommande, paid.Id), eq(facture.IdFestival, festivalId)));
    const document = festivalInvoice!.Document as InvoiceDocument;
    expect(document.lines[0]).toMatchObject({
      unitCents: section.fee,
      discountCents: section.fee - half,
      netCents: half,
    });
    expect(festivalInvoice!.MontantTTC).toBe(half);
    const [use] = await o.database.db
      .select()
      .from(codeFestivalUtilisation)
      .where(eq(codeFestivalUtilisation.IdCommande, paid.Id));
    expect(use).toMatchObject({ IdInscription: entry, Remise: section.fee - half });
    expect((await codeRow('HALF')).Utilisations).toBe(1);
  });

  it('a code withdrawn after it was applied is shown and refuses checkout', async () => {
    const entry = await entryOf(o.bob, section.Id, 'Late');
    const { IdCode } = await newCode({ code: 'LATE', kind: 'percent', percent: 10 });
    expect((await apply(o.bob, entry, 'LATE')).statusCode).toBe(200);
    await disableFestivalCode(o.database.db, { festivalId, codeId: IdCode, now: NOW });
    expect((await basket(o.bob)).submissions[0]?.festivalCode?.problem).toBe('FESTIVAL_CODE_EXPIRED');
    const calc = await summary(o.bob);
    expect(calc.lines.find((l) => l.kind === 'entryFee')?.discountCents).toBe(0);
    const placed = await o.call(o.bob, 'POST', 'customer/orders/place', {
      Id: o.bob.Id,
      method: 'creditCard',
      acceptTerms: true,
    });
    expect([placed.statusCode, placed.json().code]).toEqual([410, 'FESTIVAL_CODE_EXPIRED']);
    const removed = await call(o.bob, 'PUT', `customer/${o.bob.Id}/basket/remove-festival-code`, {
      IdInscription: entry,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await o.database.db
        .select()
        .from(codeFestival)
        .where(and(eq(codeFestival.Id, IdCode), isNull(codeFestival.DateDesactivation))),
    ).toEqual([]);
    expect((await basket(o.bob)).submissions[0]?.festivalCode).toBeNull();
  });
});

describe('the demo data', () => {
  it('has a fee waiver on the demo festival to try', async () => {
    expect(await codeRow('NANTES-DEMO')).toMatchObject({
      Kind: 'free',
      Pourcentage: 100,
      MaxUtilisations: 100,
    });
  });
});
