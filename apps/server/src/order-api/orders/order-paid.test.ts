import { compte } from '@shortlist/db/schema/accounts';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription } from '@shortlist/db/schema/submissions';
import { languageId } from '@shortlist/domain/languages';
import { screenerRetention } from '@shortlist/domain/media/screener-retention';
import { addMonths } from '@shortlist/domain/media/video-retention';
import type { Order, PlacedOrder } from '@shortlist/domain/orders/api-contracts';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionEntriesByFilm } from '../../shared-kernel/retention-entries.ts';
import {
  addSuperStamp,
  createOrderTest,
  type OpenSections,
  type OrderTest,
  placeOrder,
  settleOnSandbox,
} from '../../test/order-steps.ts';
import { type Customer, NOW } from '../../test/order-test-app.ts';
import { settleSandboxPayment } from '../payments/sandbox-provider.ts';

let o: OrderTest;
let sections: OpenSections;
const DAY = 86_400_000;

beforeAll(async () => {
  o = await createOrderTest();
  sections = await o.openSections();
  for (const who of [o.ada, o.bob]) await o.saveBilling(who);
});
afterAll(() => o.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  o.call(who, method, url, payload);
const webhook = (id: string) =>
  o.t.app.inject({ method: 'POST', url: '/order-api/payments/webhook', payload: { id } });

/** A stored film video with its retention dates, as an upload would leave it. */
async function insertVideo(IdFilm: number, values: Partial<typeof filmVideo.$inferInsert>) {
  await o.database.db.insert(filmVideo).values({
    IdFilm,
    TypeVideo: 'film',
    Fichier: `films/${IdFilm}/videos/film.mp4`,
    NbUpload: 1,
    ...values,
  });
}

const videoOf = async (IdFilm: number) =>
  (await o.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm)))[0]!;
const superStampOf = async (IdFilm: number) =>
  (await o.database.db.select().from(film).where(eq(film.Id, IdFilm)))[0]!.DateExpirationSuperTimbre;
const emailsOf = (order: Order) =>
  o.database.db
    .select()
    .from(outboxEmail)
    .where(like(outboxEmail.Subject, `%${order.reference}%`));

/** Puts a SuperStamp for the film in the basket and places a card order; returns it and its payment. */
async function buySuperStampByCard(who: Customer, IdFilm: number, code: 'superstamp-6' | 'superstamp-12') {
  await addSuperStamp(o, who, IdFilm, code);
  const { order, paymentId } = await placeOrder(o, who);
  return { order, paymentId: paymentId! };
}

describe('a paid SuperStamp', () => {
  it('activates 12 months and extends the video a year, once for a webhook delivered twice', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Sans Soleil' });
    const expiry = new Date(NOW.getTime() + 20 * DAY);
    await insertVideo(IdFilm, { DateExpiration: expiry, DateAvertissement: NOW });
    const { order, paymentId } = await buySuperStampByCard(o.ada, IdFilm, 'superstamp-12');
    // Not before the money: an open order changes nothing on the film.
    expect(await superStampOf(IdFilm)).toBeNull();
    expect((await emailsOf(order)).length).toBe(0);

    await settleSandboxPayment(o.database.db, { id: paymentId, status: 'paid' });
    const twice = await Promise.all([webhook(paymentId), webhook(paymentId)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await webhook(paymentId)).statusCode).toBe(200);

    expect(await superStampOf(IdFilm)).toEqual(addMonths(NOW, 12));
    const video = await videoOf(IdFilm);
    expect(video.DateProlongation).toEqual(addMonths(expiry, 12));
    // The warning was about the old limit: a new one will be due before the new limit.
    expect(video.DateAvertissement).toBeNull();
    const emails = await emailsOf(order);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.To).toBe(o.ada.login);
    expect(emails[0]!.Text).toContain('SuperStamp 12 months for “Sans Soleil”: €59.00 excl. VAT');
    expect(emails[0]!.Text).toContain('Paid by Card: €70.80, including €11.80 VAT');
    expect(emails[0]!.Text).not.toContain('Paid with stamps');
  });

  it('extends a running SuperStamp from its end (6 months), the video from its current limit', async () => {
    const running = new Date(NOW.getTime() + 40 * DAY);
    const IdFilm = await o.insertFilm(o.bob.Id, {
      TitreOriginal: 'Running',
      DateExpirationSuperTimbre: running,
    });
    const prolongation = addMonths(NOW, 5);
    await insertVideo(IdFilm, {
      DateExpiration: new Date(NOW.getTime() - DAY),
      DateProlongation: prolongation,
    });
    await insertVideo(IdFilm, {
      TypeVideo: 'trailer',
      Fichier: null,
      DateExpiration: new Date(NOW.getTime() - 30 * DAY),
    });
    const { paymentId } = await buySuperStampByCard(o.bob, IdFilm, 'superstamp-6');
    await settleOnSandbox(o, paymentId, 'pay');
    expect(await superStampOf(IdFilm)).toEqual(addMonths(running, 6));
    const videos = await o.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm));
    expect(videos.find((v) => v.TypeVideo === 'film')!.DateProlongation).toEqual(addMonths(prolongation, 12));
    // A SuperStamp never extends a video without a file (issue 32): a trailer uploaded again while
    // it runs is kept to its end (`extensionAtUpload`).
    const trailer = videos.find((v) => v.TypeVideo === 'trailer')!;
    expect(trailer.Fichier).toBeNull();
    expect(trailer.DateProlongation).toBeNull();
  });

  it('two SuperStamps of one film paid at once add up (the film row is the lock)', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Twice' });
    await insertVideo(IdFilm, { DateExpiration: addMonths(NOW, 2) });
    const first = await buySuperStampByCard(o.ada, IdFilm, 'superstamp-12');
    const second = await buySuperStampByCard(o.ada, IdFilm, 'superstamp-6');
    for (const { paymentId } of [first, second]) {
      await settleSandboxPayment(o.database.db, { id: paymentId, status: 'paid' });
    }
    const answers = await Promise.all([webhook(first.paymentId), webhook(second.paymentId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await superStampOf(IdFilm)).toEqual(addMonths(NOW, 18));
    expect((await videoOf(IdFilm)).DateProlongation).toEqual(addMonths(NOW, 26));
    expect((await emailsOf(first.order)).length + (await emailsOf(second.order)).length).toBe(2);
  });

  it('confirms in the account’s language, amounts and links in it', async () => {
    const switched = await o.database.db
      .update(compte)
      .set({ IdLangue: languageId('fr') })
      .where(eq(compte.Id, o.bob.Id))
      .returning({ Id: compte.Id });
    expect(switched).toHaveLength(1);
    const IdFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Pierrot' });
    const { order, paymentId } = await buySuperStampByCard(o.bob, IdFilm, 'superstamp-6');
    await settleOnSandbox(o, paymentId, 'pay');
    const [email] = await emailsOf(order);
    expect(email!.Subject).toBe(`Votre commande ${order.reference} est payée`);
    // No-break spaces (French typography, and Intl's before €) read as spaces here.
    const text = email!.Text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('SuperTimbre 6 mois pour « Pierrot » : 35,00 € HT');
    expect(text).toContain('Payé par Carte : 42,00 €, dont 7,00 € de TVA');
    expect(email!.Links.map((l) => l.url)).toEqual([`${o.t.config.publicUrl}/fr/comptabilite/commandes`]);
  });

  it('a failed payment activates nothing and sends no confirmation', async () => {
    const IdFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Failed' });
    const { order, paymentId } = await buySuperStampByCard(o.bob, IdFilm, 'superstamp-12');
    await settleOnSandbox(o, paymentId, 'fail');
    expect(await superStampOf(IdFilm)).toBeNull();
    expect(await emailsOf(order)).toHaveLength(0);
    await call(o.bob, 'DELETE', `customer/${o.bob.Id}/basket/items/${(await basketItemOf(o.bob))!}`);
  });
});

async function basketItemOf(who: Customer): Promise<number | undefined> {
  const basket = (await call(who, 'GET', `customer/${who.Id}/basket`)).json() as {
    superStamps: { Id: number }[];
  };
  return basket.superStamps[0]?.Id;
}

describe('entries sent on payment', () => {
  it('keep their films’ videos while they await an answer and are confirmed by one email with stamps and links', async () => {
    const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'La Jetée' });
    const expiry = new Date(NOW.getTime() + 10 * DAY);
    await insertVideo(IdFilm, { DateExpiration: expiry, DateAvertissement: NOW });
    const ids = await o.putEntries(o.ada.Id, [
      { IdFilm, IdCampagneSection: sections.free[0]! },
      { IdFilm, IdCampagneSection: sections.free[1]! },
    ]);
    await o.grantStamps(o.ada.Id, 2);
    const placed = await call(o.ada, 'POST', 'customer/orders/place', {
      Id: o.ada.Id,
      method: 'balance',
      acceptTerms: true,
      SubmissionIds: ids,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlacedOrder;
    expect(order.status).toBe('paid');
    const sent = await o.database.db.select().from(inscription).where(inArray(inscription.Id, ids));
    expect(sent.every((e) => e.Numero !== null)).toBe(true);

    // Nothing written on the video: its film's sent entries are read with it (issue 32).
    const video = await videoOf(IdFilm);
    expect(video.DateProlongation).toBeNull();
    const entries = (await retentionEntriesByFilm(o.database.db, [IdFilm])).get(IdFilm) ?? [];
    expect(entries.map((e) => e.IdInscription).sort()).toEqual([...ids].sort());
    expect(screenerRetention({ video, entries, now: addMonths(NOW, 24) })).toMatchObject({ held: true });

    const emails = await emailsOf(order);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.Subject).toBe(`Your order ${order.reference} is paid`);
    expect(email!.Text).toContain('paid with a stamp of your balance');
    expect(email!.Text).toContain('Paid with stamps of your balance: 2');
    expect(email!.Text).toContain('Total paid: €0.00');
    expect(email!.Text).not.toContain('Paid by');
    expect(email!.Links.map((l) => l.url)).toEqual([
      `${o.t.config.publicUrl}/en/submissions`,
      `${o.t.config.publicUrl}/en/accounting/orders`,
    ]);
  });

  it('never shortens a later extension already granted', async () => {
    const IdFilm = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Long kept' });
    const later = addMonths(NOW, 9);
    await insertVideo(IdFilm, { DateExpiration: NOW, DateProlongation: later, DateAvertissement: NOW });
    const [entry] = await o.putEntries(o.bob.Id, [{ IdFilm, IdCampagneSection: sections.free[0]! }]);
    await o.grantStamps(o.bob.Id, 1);
    await call(o.bob, 'PUT', 'customer/basket/submission/update', {
      FormuleId: FORMULA_IDS.balance,
      SubmissionIds: [entry],
    });
    const placed = await call(o.bob, 'POST', 'customer/orders/place', {
      Id: o.bob.Id,
      method: 'balance',
      acceptTerms: true,
      SubmissionIds: [entry],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const video = await videoOf(IdFilm);
    expect(video.DateProlongation).toEqual(later);
    // The limit did not move: the warning already sent for it stays sent.
    expect(video.DateAvertissement).toEqual(NOW);
  });
});
