import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { operatorAudit } from '@shortlist/db/schema/operator';
import { versementFestival, versementMois } from '@shortlist/db/schema/orders';
import type { PayoutMonth, PayoutsResponse } from '@shortlist/domain/festival-space/payout-contracts';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import { festivalPayout } from '@shortlist/domain/orders/formulas';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTest, type OrderTest, placeAndPay } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';
import { sweepOwnedOperations } from '../../test/owned-hostile-input.ts';
import { amountAfter, pdfText } from '../../test/pdf-text.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

// Payouts to a festival (issue 31; docs/decisions.md "Festival payout"): real orders paid on the
// sandbox page write the payout lines, a refund reverses them in its own month, the manager
// reads the months and the statements, and the operator marks a month paid.

const TOKEN = 'operator-token-for-payout-tests-0123456789';
let clock = NOW;
let o: OrderTest;
let festivalId: number;
let otherFestivalId: number;
let sectionId: number;
let manager: Signed;
let programmer: Signed;
let outsider: Signed;
/** Ada's order of two entries, paid on 10 June 2025 (Paris: June). */
let june: Order;
/** Bob's order of one entry, paid at 22:30 UTC on 30 June 2025: 00:30 on 1 July in Paris. */
let july: Order;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN }, now: () => clock });
  await o.saveBilling(o.ada);
  await o.saveBilling(o.bob, 'Bob Marley');
  const paid = (await o.openSections()).paid;
  sectionId = paid[0]!.Id;
  const [row] = await o.database.db
    .select({ IdFestival: campagne.IdFestival })
    .from(campagneSection)
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .where(eq(campagneSection.Id, sectionId));
  festivalId = row!.IdFestival;
  const [other] = await o.database.db
    .select({ IdFestival: campagne.IdFestival })
    .from(campagne)
    .where(ne(campagne.IdFestival, festivalId))
    .limit(1);
  otherFestivalId = other!.IdFestival;
  // The spec's example fee: EUR 20.00, of which the festival receives 19.02.
  await o.database.db
    .update(evenement)
    .set({ Prix: 2000 })
    .where(and(eq(evenement.IdCampagneSection, sectionId), gt(evenement.Prix, 0)));

  const member = async (login: string, IdFestival: number, Role: 'manager' | 'programmer') => {
    const IdCompte = await insertAccount(o.t, login);
    await o.database.db.insert(membreFestival).values({ IdCompte, IdFestival, Role });
    return signInAs(o.t.app, login);
  };
  manager = await member('manager@example.com', festivalId, 'manager');
  programmer = await member('programmer@example.com', festivalId, 'programmer');
  outsider = await member('outsider@example.com', otherFestivalId, 'manager');

  const ada1 = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Sous le Pont' });
  const ada2 = await o.insertFilm(o.ada.Id, { TitreOriginal: '=Formula Film' });
  await o.putEntries(o.ada.Id, [
    { IdFilm: ada1, IdCampagneSection: sectionId },
    { IdFilm: ada2, IdCampagneSection: sectionId },
  ]);
  june = await placeAndPay(o, o.ada);
  const bobFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Nuit Blanche' });
  await o.putEntries(o.bob.Id, [{ IdFilm: bobFilm, IdCampagneSection: sectionId }]);
  await moveClockTo('2025-06-30T22:30:00Z');
  july = await placeAndPay(o, o.bob);
});
afterAll(() => o.close());

/** The app's clock moved on: sessions idle that long have ended, so everyone signs in again. */
async function moveClockTo(iso: string): Promise<void> {
  clock = new Date(iso);
  for (const who of [o.ada, o.bob]) who.signed = await signInAs(o.t.app, who.login);
  manager = await signInAs(o.t.app, 'manager@example.com');
  programmer = await signInAs(o.t.app, 'programmer@example.com');
  outsider = await signInAs(o.t.app, 'outsider@example.com');
}

/** `npm run admin -- <command>` through the operator API. */
const operator = (command: string, input: Record<string, unknown>) =>
  o.t.app.inject({
    method: 'POST',
    url: `/operator-api/commands/${command}`,
    headers: { authorization: `Bearer ${TOKEN}`, 'x-operator': 'Camille' },
    payload: input,
  });

/** The same on a real listening server, for the races. */
const operatorAt = (base: string, command: string, input: Record<string, unknown>) =>
  fetch(`${base}/operator-api/commands/${command}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });

const space = (who: Signed, url: string, language = 'en') =>
  o.t.app.inject({
    method: 'GET',
    url: `/api/festival-space/festivals/${festivalId}/${url}`,
    headers: { ...who.headers, culture: language },
  });

async function months(): Promise<PayoutMonth[]> {
  const response = await space(manager, 'payouts');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PayoutsResponse).items;
}

/** What the festival receives for an order's entries: each fee less 4.9 %, to the cent. */
function entryFees(order: Order): { received: number; due: number; count: number } {
  const fees = order.lines.filter((l) => l.kind === 'entryFee' && l.IdFestival === festivalId);
  return {
    received: fees.reduce((sum, l) => sum + l.netCents, 0),
    due: fees.reduce((sum, l) => sum + festivalPayout(l.netCents), 0),
    count: fees.length,
  };
}

describe("a festival's payout months", () => {
  it('are the paid entry fees less 4.9 % to the cent, per month on the Paris clock (EUR 20.00 -> 19.02)', async () => {
    expect(entryFees(june)).toEqual({ received: 4000, due: 3804, count: 2 });
    expect(entryFees(july)).toEqual({ received: 2000, due: 1902, count: 1 });
    expect(await months()).toEqual([
      {
        month: '2025-07',
        entries: 1,
        receivedCents: 2000,
        feeCents: 98,
        dueCents: 1902,
        refunds: 0,
        paid: null,
      },
      {
        month: '2025-06',
        entries: 2,
        receivedCents: 4000,
        feeCents: 196,
        dueCents: 3804,
        refunds: 0,
        paid: null,
      },
    ]);
  });

  it('are for managers only: a programmer gets 403, a member of another festival and a filmmaker 404', async () => {
    for (const url of ['payouts', 'payouts/2025-06/statement.pdf', 'payouts/2025-06/statement.csv']) {
      const refused = await space(programmer, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FESTIVAL_ROLE_REQUIRED' });
      expect((await space(outsider, url)).statusCode, url).toBe(404);
      expect((await space(o.ada.signed, url)).statusCode, url).toBe(404);
    }
    expect((await space(manager, 'payouts/2025-13/statement.pdf')).statusCode).toBe(400);
  });
});

describe('mark-payout-paid', () => {
  it('refuses a month not over, a month without lines, a wrong amount or an unknown festival, and writes nothing', async () => {
    const refused = async (input: Record<string, unknown>, status: number, code: string) => {
      const answer = await operator('mark-payout-paid', input);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().fields).toEqual([expect.objectContaining({ code })]);
    };
    await refused({ festival: festivalId, month: '2025-07', reference: 'BANK-1' }, 409, 'MONTH_NOT_OVER');
    await refused({ festival: festivalId, month: '2025-05', reference: 'BANK-1' }, 409, 'NO_PAYOUT');
    await refused(
      { festival: festivalId, month: '2025-06', reference: 'BANK-1', cents: 4000 },
      409,
      'AMOUNT_MISMATCH',
    );
    await refused({ festival: 999_999, month: '2025-06', reference: 'BANK-1' }, 404, 'UNKNOWN');
    const bad = await operator('mark-payout-paid', { festival: festivalId, month: '2025-6', reference: 'X' });
    expect(bad.statusCode).toBe(400);
    // The demo festival's side has a paid month of its own: this festival's are the ones looked at.
    const ours = await o.database.db
      .select()
      .from(versementMois)
      .where(eq(versementMois.IdFestival, festivalId));
    expect(ours).toEqual([]);
  });

  it('records a month paid once: the same reference again changes nothing, another is refused', async () => {
    const first = await operator('mark-payout-paid', {
      festival: festivalId,
      month: '2025-06',
      reference: 'SEPA-2025-06-A',
      cents: 3804,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ paid: true, amountCents: 3804, month: '2025-06' });
    const again = await operator('mark-payout-paid', {
      festival: festivalId,
      month: '2025-06',
      reference: 'SEPA-2025-06-A',
    });
    expect(again.json().result).toMatchObject({ paid: false, amountCents: 3804 });
    const other = await operator('mark-payout-paid', {
      festival: festivalId,
      month: '2025-06',
      reference: 'SEPA-2025-06-B',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().fields).toEqual([expect.objectContaining({ code: 'ALREADY_PAID' })]);
    const rows = await o.database.db
      .select()
      .from(versementMois)
      .where(eq(versementMois.IdFestival, festivalId));
    expect(rows).toEqual([
      expect.objectContaining({
        IdFestival: festivalId,
        Mois: '2025-06',
        ReferenceBancaire: 'SEPA-2025-06-A',
        Operateur: 'Camille',
        MontantVerse: 3804,
        DatePaiement: clock,
      }),
    ]);
    // Each run is written down in the operator audit with the operator's name, refusals included.
    const audit = await o.database.db
      .select({
        Resultat: operatorAudit.Resultat,
        Code: operatorAudit.Code,
        Arguments: operatorAudit.Arguments,
      })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.Commande, 'mark-payout-paid'), eq(operatorAudit.Operateur, 'Camille')))
      .orderBy(asc(operatorAudit.Id));
    expect(audit.slice(-3)).toEqual([
      expect.objectContaining({
        Resultat: 'ok',
        Arguments: expect.objectContaining({ reference: 'SEPA-2025-06-A' }),
      }),
      expect.objectContaining({ Resultat: 'ok' }),
      expect.objectContaining({ Resultat: 'refused', Code: 'CONFLICT' }),
    ]);
    const [juneMonth] = (await months()).filter((m) => m.month === '2025-06');
    expect(juneMonth!.paid).toEqual({ date: clock.toISOString(), reference: 'SEPA-2025-06-A' });
  });
});

describe('a refund after the month was paid', () => {
  it("leaves the paid month as it was and shows as negative lines in the refund's month", async () => {
    const before = await space(manager, 'payouts/2025-06/statement.csv');
    await moveClockTo('2025-07-02T09:00:00Z');
    const refunded = await operator('refund-order', { order: june.Id, reason: 'Festival cancelled' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().result).toMatchObject({ refunded: true, withdrawnEntries: 2 });

    const list = await months();
    expect(list).toEqual([
      {
        month: '2025-07',
        entries: 1,
        receivedCents: 2000 - 4000,
        feeCents: 98 - 196,
        dueCents: 1902 - 3804,
        refunds: 2,
        paid: null,
      },
      {
        month: '2025-06',
        entries: 2,
        receivedCents: 4000,
        feeCents: 196,
        dueCents: 3804,
        refunds: 0,
        paid: { date: '2025-06-30T22:30:00.000Z', reference: 'SEPA-2025-06-A' },
      },
    ]);
    // Over all months, the festival is due what the orders still paid give it: Bob's entry only.
    expect(list.reduce((sum, m) => sum + m.dueCents, 0)).toBe(entryFees(july).due);
    const after = await space(manager, 'payouts/2025-06/statement.csv');
    expect(after.body).toBe(before.body);
    const lines = await o.database.db
      .select()
      .from(versementFestival)
      .where(eq(versementFestival.IdFestival, festivalId));
    expect(lines.filter((l) => l.Type === 'refund').map((l) => l.DateCreation)).toEqual([clock, clock]);
  });
});

describe("a month's statement", () => {
  it('as PDF: each line with its number, film and section, refunds negative, the totals, in the language asked', async () => {
    const response = await space(manager, 'payouts/2025-07/statement.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payouts-${festivalId}-2025-07.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Payout statement, July 2025');
    expect(text).toContain('Nuit Blanche');
    expect(text).toContain('Refund: Sous le Pont');
    expect(text).toContain('Refund: =Formula Film');
    expect(text).toContain('Entries: 1; refunds: 2');
    expect(amountAfter(text, 'Entry fees received', 'en')).toBe(-2000);
    expect(amountAfter(text, 'Amount due', 'en')).toBe(-1902);
    expect(text).toContain('Not paid yet.');

    const french = await space(manager, 'payouts/2025-06/statement.pdf', 'fr');
    const frText = await pdfText(french.rawPayload);
    expect(frText).toContain('Relevé de reversement, juin 2025');
    expect(amountAfter(frText, 'Montant dû', 'fr')).toBe(3804);
    expect(frText).toContain('référence bancaire SEPA-2025-06-A');
    // `?culture=` for a plain link.
    const link = await o.t.app.inject({
      method: 'GET',
      url: `/api/festival-space/festivals/${festivalId}/payouts/2025-06/statement.pdf?culture=es`,
      headers: manager.headers,
    });
    expect(await pdfText(link.rawPayload)).toContain('Extracto de pagos, junio de 2025');
  });

  it('as CSV: one row per line with plain amounts, formulas defused, and the totals row', async () => {
    const response = await space(manager, 'payouts/2025-07/statement.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Line,No.,Film,Section,Entry fee,Bank fee,Due');
    expect(rows).toHaveLength(5);
    const body = rows.slice(1, 4);
    expect(body[0]).toMatch(/^2025-07-01,Entry,\d+,Nuit Blanche,.*,20\.00,0\.98,19\.02$/);
    expect(body.filter((r) => r.includes(',Refund,'))).toHaveLength(2);
    expect(body.some((r) => r.includes(",'=Formula Film,"))).toBe(true);
    expect(body.filter((r) => r.startsWith('2025-07-02,Refund,')).every((r) => r.endsWith('-19.02'))).toBe(
      true,
    );
    expect(rows[4]).toBe(',Amount due,,Entries: 1; refunds: 2,,-20.00,-0.98,-19.02');
  });

  it('totals the same as the month in the list', async () => {
    for (const month of await months()) {
      const csv = (await space(manager, `payouts/${month.month}/statement.csv`)).body.trimEnd().split('\r\n');
      const total = csv.at(-1)!.split(',');
      const cents = (value: string) => Math.round(Number(value) * 100);
      expect(total.slice(-3).map(cents)).toEqual([month.receivedCents, month.feeCents, month.dueCents]);
    }
  });
});

describe("hostile values in a manager's own festival", () => {
  it('answer a 4xx with a code, past the membership check', async () => {
    const { operations, failures } = await sweepOwnedOperations({
      app: o.t.app,
      headers: manager.headers,
      select: (id) => id.includes('/api/festival-space/festivals/{IdFestival}/payouts'),
      owned: { IdFestival: String(festivalId), month: '2025-07' },
    });
    expect(operations).toHaveLength(3);
    expect(failures).toEqual([]);
  });
});

describe('mark-payout-paid at once, on a real server', () => {
  it('records one payment when several references race for one month', async () => {
    await moveClockTo('2025-08-01T08:00:00Z');
    const base = await o.listen();
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((letter) =>
        operatorAt(base, 'mark-payout-paid', {
          festival: festivalId,
          month: '2025-07',
          reference: `RACE-${letter}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const rows = await o.database.db
      .select()
      .from(versementMois)
      .where(and(eq(versementMois.IdFestival, festivalId), eq(versementMois.Mois, '2025-07')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.MontantVerse).toBe(1902 - 3804);
  });
});
