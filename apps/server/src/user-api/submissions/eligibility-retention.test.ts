import { filmVideo } from '@shortlist/db/schema/film-videos';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { isVideoExpired } from '@shortlist/domain/submissions/video-expiry';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFilm } from '../../test/media-test-app.ts';
import { insertRetentionEntry, insertRetentionSection } from '../../test/retention-entries.ts';
import { insertAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadEligibilityFilms } from './eligibility-facts.ts';

/**
 * The eligibility engine sees the limit the expiry pass acts on (issue 32): a stored file past
 * its upload's 2 months is not expired while the film's sent entry keeps it (results + 30 days),
 * nor while that entry awaits its decision past every date.
 */
let t: TestApp;
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('keeps a screener an entry holds from counting as expired', async () => {
  const accountId = await insertAccount(t, 'ada@example.com');
  const IdFilm = await insertFilm(t, accountId);
  const alone = await insertFilm(t, accountId);
  for (const id of [IdFilm, alone]) {
    await t.database.db.insert(filmVideo).values({
      IdFilm: id,
      TypeVideo: 'film',
      Fichier: `films/${id}/videos/film.mp4`,
      NbUpload: 1,
      DateExpiration: day('2026-03-01'),
      DateAvertissement: day('2026-02-15'),
    });
  }
  const IdCampagneSection = await insertRetentionSection(t.database, {
    name: 'Clermont',
    closingAt: day('2026-02-01'),
    resultAt: day('2026-04-15'),
  });
  await insertRetentionEntry(t.database, {
    IdCompte: accountId,
    IdFilm,
    IdCampagneSection,
    StatutPublie: SUBMISSION_STATUS.sent,
  });
  const videoAt = async (now: Date, id: number) => {
    const films = await loadEligibilityFilms(t.database.db, { accountId, filmIds: [id], now });
    return films[0]!.video!;
  };
  // Results 15 April + 30 days: kept to 15 May.
  expect(isVideoExpired(await videoAt(day('2026-05-10'), IdFilm), day('2026-05-10'))).toBe(false);
  expect(isVideoExpired(await videoAt(day('2026-05-10'), alone), day('2026-05-10'))).toBe(true);
  // Past every date, the entry still awaiting: held, not expired.
  expect(isVideoExpired(await videoAt(day('2026-07-01'), IdFilm), day('2026-07-01'))).toBe(false);
});
