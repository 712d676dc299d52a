import { filmVideo } from '@shortlist/db/schema/film-videos';
import type { FilmVideoList } from '@shortlist/domain/media/video-contracts';
import type { Basket } from '@shortlist/domain/orders/api-contracts';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrderTest, type OpenSections, type OrderTest } from '../../test/order-steps.ts';
import { NOW } from '../../test/order-test-app.ts';
import { insertRetentionEntry, insertRetentionSection } from '../../test/retention-entries.ts';

/**
 * Until when and why a screener is kept, as the media tab and the basket say it (issue 32;
 * docs/decisions.md "Screener retention"): the media tab names the sent entry awaiting its
 * answer; the basket line says what sending the entry keeps; a film without a stored file says
 * nothing.
 */
let o: OrderTest;
let sections: OpenSections;
const DAY = 86_400_000;

beforeAll(async () => {
  o = await createOrderTest();
  sections = await o.openSections();
});
afterAll(() => o.close());

const storeVideo = (IdFilm: number) =>
  o.database.db.insert(filmVideo).values({
    IdFilm,
    TypeVideo: 'film',
    Fichier: `films/${IdFilm}/videos/film.mp4`,
    NbUpload: 1,
    DateExpiration: new Date(NOW.getTime() + 10 * DAY),
  });

it('gives the media tab the limit and the entry that sets it', async () => {
  const IdFilm = await o.insertFilm(o.ada.Id, { TitreOriginal: 'Kept' });
  await storeVideo(IdFilm);
  const resultAt = new Date(NOW.getTime() + 100 * DAY);
  const IdCampagneSection = await insertRetentionSection(o.database, {
    name: 'Clermont Short Film Festival',
    closingAt: new Date(NOW.getTime() - 10 * DAY),
    resultAt,
  });
  const IdInscription = await insertRetentionEntry(o.database, {
    IdCompte: o.ada.Id,
    IdFilm,
    IdCampagneSection,
    StatutPublie: SUBMISSION_STATUS.validated,
  });
  const answer = await o.t.app.inject({
    method: 'GET',
    url: `/api/films/${IdFilm}/video`,
    headers: o.ada.signed.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const [video] = (answer.json() as FilmVideoList).videos;
  const until = new Date(resultAt.getTime() + 30 * DAY).toISOString();
  expect(video).toMatchObject({ limitDate: until, isExpired: false });
  expect(video?.retention).toEqual({
    until,
    held: true,
    reason: {
      kind: 'entry',
      IdInscription,
      festival: 'Clermont Short Film Festival',
      awaiting: true,
      resultAt: resultAt.toISOString(),
      closingAt: new Date(NOW.getTime() - 10 * DAY).toISOString(),
    },
  });
});

it('says on each basket entry what sending it keeps, and nothing without a stored file', async () => {
  const stored = await o.insertFilm(o.bob.Id, { TitreOriginal: 'Stored' });
  const none = await o.insertFilm(o.bob.Id, { TitreOriginal: 'No file' });
  await storeVideo(stored);
  const [withFile, withoutFile] = await o.putEntries(o.bob.Id, [
    { IdFilm: stored, IdCampagneSection: sections.free[0]! },
    { IdFilm: none, IdCampagneSection: sections.free[0]! },
  ]);
  const answer = await o.call(o.bob, 'GET', `customer/${o.bob.Id}/basket`);
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = (answer.json() as Basket).submissions;
  const line = lines.find((s) => s.IdInscription === withFile);
  // The demo section announces results (or closes) after the upload's 2 months: the entry names it.
  expect(line?.videoRetention).toMatchObject({
    held: true,
    reason: { kind: 'entry', IdInscription: withFile, awaiting: true },
  });
  expect(new Date(line!.videoRetention!.until!).getTime()).toBeGreaterThan(NOW.getTime() + 10 * DAY);
  expect(lines.find((s) => s.IdInscription === withoutFile)?.videoRetention).toBeNull();
});
