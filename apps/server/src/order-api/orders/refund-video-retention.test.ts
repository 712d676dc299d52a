import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import { addMonths, videoLimitDate } from '@shortlist/domain/media/video-retention';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addSuperStamp, createOrderTest, type OrderTest, placeAndPay } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';

const TOKEN = 'operator-token-for-refund-retention-0123456789';
const DAY = 86_400_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);
let o: OrderTest;
let clock = NOW;

beforeAll(async () => {
  o = await createOrderTest({ env: { OPERATOR_TOKEN: TOKEN }, now: () => clock });
  await o.saveBilling(o.ada);
});
afterAll(() => o.close());

const videosOf = (IdFilm: number) =>
  o.database.db.select().from(filmVideo).where(eq(filmVideo.IdFilm, IdFilm)).orderBy(asc(filmVideo.Id));

it('a refunded SuperStamp takes back its year of video storage, keeping the extensions that remain', async () => {
  const db = o.database.db;
  const IdFilm = await o.insertFilm(o.ada.Id);
  const other = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Autre film' });
  // The film video kept 10 days more, its trailer 5; another film's video is not in the order.
  await db.insert(filmVideo).values([
    { IdFilm, TypeVideo: 'film', Fichier: 'f.mp4', NbUpload: 1, DateExpiration: days(10) },
    { IdFilm, TypeVideo: 'trailer', Fichier: 't.mp4', NbUpload: 1, DateExpiration: days(5) },
    { IdFilm: other, TypeVideo: 'film', Fichier: 'o.mp4', NbUpload: 1, DateExpiration: days(10) },
  ]);

  await addSuperStamp(o, o.ada, IdFilm);
  const order = await placeAndPay(o, o.ada);
  const paid = await videosOf(IdFilm);
  expect(paid.map((v) => v.DateProlongation)).toEqual([addMonths(days(10), 12), addMonths(days(5), 12)]);

  // A month later the film is entered in a festival (an entry outside the order, still sent at
  // the refund): its own 2 months of storage must survive the refund.
  const section = (await o.openSections()).free[0]!;
  await db.insert(inscription).values({
    IdCompte: o.ada.Id,
    IdFilm,
    IdCampagneSection: section,
    Statut: SUBMISSION_STATUS.sent,
    DateCreation: days(30),
    DateSoumission: days(30),
  });
  // A cancelled entry gives nothing.
  await db.insert(inscription).values({
    IdCompte: o.ada.Id,
    IdFilm,
    IdCampagneSection: section,
    Statut: SUBMISSION_STATUS.cancelled,
    DateCreation: days(31),
    DateSoumission: days(31),
  });
  // The owner was warned about the year's end: a moved limit needs a new warning.
  await db
    .update(filmVideo)
    .set({ DateAvertissement: days(30) })
    .where(eq(filmVideo.IdFilm, IdFilm));

  clock = days(32);
  const refunded = await o.t.app.inject({
    method: 'POST',
    url: '/operator-api/commands/refund-order',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { order: order.Id },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);

  const after = await videosOf(IdFilm);
  // The year is gone; what remains is the later of the upload's expiry and the entry's 2 months.
  expect(after.map((v) => v.DateProlongation)).toEqual([addMonths(days(30), 2), addMonths(days(30), 2)]);
  expect(after.map((v) => videoLimitDate(v))).toEqual([addMonths(days(30), 2), addMonths(days(30), 2)]);
  expect(after.map((v) => v.DateAvertissement)).toEqual([null, null]);
  const [filmRow] = await db.select().from(film).where(eq(film.Id, IdFilm));
  expect(filmRow!.DateExpirationSuperTimbre).toBeNull();
  const untouched = await videosOf(other);
  expect(untouched.map((v) => [v.DateExpiration, v.DateProlongation])).toEqual([[days(10), null]]);
});
