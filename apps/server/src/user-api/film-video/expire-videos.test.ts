import { filmVideo } from '@shortlist/db/schema/film-videos';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { inscription } from '@shortlist/db/schema/submissions';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { insertRetentionEntry, insertRetentionSection } from '../../test/retention-entries.ts';
import { expireVideos } from './expire-videos.ts';

/** The daily retention pass against the database, with a fixed clock (spec §1, §4; issue 13). */
let m: MediaTestApp;
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());
// Each case judges only its own videos: the pass reads every row.
beforeEach(() => m.t.database.db.delete(filmVideo));

async function videoOf(
  values: { DateExpiration: Date; DateProlongation?: Date | null; DateAvertissement?: Date | null },
  title: string,
) {
  const IdFilm = await insertFilm(m.t, m.ada.Id, { TitreOriginal: title });
  const key = `films/${IdFilm}/videos/film-${IdFilm}.mp4`;
  const poster = `films/${IdFilm}/videos/poster-${IdFilm}.jpg`;
  await m.t.app.ctx.storage.put(key, Buffer.from('video'));
  await m.t.app.ctx.storage.put(poster, Buffer.from('jpeg'));
  const [row] = await m.t.database.db
    .insert(filmVideo)
    .values({
      IdFilm,
      TypeVideo: 'film',
      Fichier: key,
      Affiche: poster,
      NbUpload: 1,
      DateProlongation: null,
      ...values,
    })
    .returning({ Id: filmVideo.Id });
  return { Id: row?.Id ?? 0, IdFilm, key, poster };
}

const pass = (now: Date) =>
  expireVideos(m.t.database.db, { storage: m.t.app.ctx.storage, now, publicUrl: 'https://shortlist.test' });

const rowOf = async (Id: number) =>
  (await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.Id, Id)))[0];
const emails = () => m.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, 'ada@example.com'));

describe('the video retention pass', () => {
  it('warns the owner once 14 days before, deletes a warned file 14 days on, keeps an extended one', async () => {
    const soon = await videoOf({ DateExpiration: day('2026-06-10') }, 'Soon');
    const unwarned = await videoOf({ DateExpiration: day('2026-05-20') }, 'Unwarned');
    const expired = await videoOf(
      { DateExpiration: day('2026-05-20'), DateAvertissement: day('2026-05-06') },
      'Gone',
    );
    const extended = await videoOf(
      { DateExpiration: day('2026-05-20'), DateProlongation: day('2026-09-01') },
      'Kept',
    );
    const now = day('2026-06-01');
    const storage = m.t.app.ctx.storage;

    expect(await pass(now)).toEqual({ warned: 2, deleted: 1 });
    const mails = await emails();
    expect(mails.map((mail) => mail.Subject).sort()).toEqual([
      // Warned 9 days before its limit, past it but never warned: each is kept 14 days from the warning.
      '“Soon”: your film video expires on 15 June 2026',
      '“Unwarned”: your film video expires on 15 June 2026',
    ]);
    expect(mails[0]?.Text).toContain('https://shortlist.test/en/films/');
    expect(await rowOf(soon.Id)).toMatchObject({ DateAvertissement: now, Fichier: soon.key });
    expect(await rowOf(unwarned.Id)).toMatchObject({ DateAvertissement: now, Fichier: unwarned.key });

    // The poster frame goes with its video.
    expect(await rowOf(expired.Id)).toMatchObject({ Fichier: null, Affiche: null, DateSuppression: now });
    expect(await storage.get(expired.key)).toBeUndefined();
    expect(await storage.get(expired.poster)).toBeUndefined();

    expect(await rowOf(extended.Id)).toMatchObject({ Fichier: extended.key, DateAvertissement: null });
    expect(await storage.get(extended.key)).toBeDefined();

    // A second pass the next day sends nothing again and deletes nothing more.
    expect(await pass(day('2026-06-02'))).toEqual({ warned: 0, deleted: 0 });
    expect(await emails()).toHaveLength(2);
    // Both go the day after their 14 days, not before.
    expect(await pass(day('2026-06-15'))).toEqual({ warned: 0, deleted: 0 });
    expect(await pass(day('2026-06-16'))).toEqual({ warned: 0, deleted: 2 });
    expect(await rowOf(unwarned.Id)).toMatchObject({ Fichier: null });
  });

  it('never deletes while an entry awaits its decision, then warns and waits 14 days', async () => {
    const IdCampagneSection = await insertRetentionSection(m.t.database, {
      name: 'Clermont Short Film Festival',
      closingAt: day('2026-02-01'),
      resultAt: day('2026-04-15'),
    });
    // Warned and past its upload's limit, but its results + 30 days (15 May) passed too.
    const held = await videoOf(
      { DateExpiration: day('2026-03-01'), DateAvertissement: day('2026-02-15') },
      'Held',
    );
    const IdInscription = await insertRetentionEntry(m.t.database, {
      IdCompte: m.ada.Id,
      IdFilm: held.IdFilm,
      IdCampagneSection,
      StatutPublie: SUBMISSION_STATUS.validated,
    });
    const before = (await emails()).length;
    expect(await pass(day('2026-07-01'))).toEqual({ warned: 0, deleted: 0 });
    expect(await rowOf(held.Id)).toMatchObject({ Fichier: held.key });

    // The festival decided but did not publish: still awaiting, as the filmmaker sees it.
    await m.t.database.db
      .update(inscription)
      .set({ Statut: SUBMISSION_STATUS.notSelected })
      .where(eq(inscription.Id, IdInscription));
    expect(await pass(day('2026-07-02'))).toEqual({ warned: 0, deleted: 0 });

    // Published: the old warning was about another limit, so a new one goes out first.
    await m.t.database.db
      .update(inscription)
      .set({ StatutPublie: SUBMISSION_STATUS.notSelected })
      .where(eq(inscription.Id, IdInscription));
    expect(await pass(day('2026-07-03'))).toEqual({ warned: 1, deleted: 0 });
    const mails = await emails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.Subject).toBe('“Held”: your film video expires on 17 July 2026');
    expect(await pass(day('2026-07-17'))).toEqual({ warned: 0, deleted: 0 });
    expect(await pass(day('2026-07-18'))).toEqual({ warned: 0, deleted: 1 });
    expect(await rowOf(held.Id)).toMatchObject({ Fichier: null, DateSuppression: day('2026-07-18') });
  });

  it('keeps a video 30 days after its entry’s results, or 3 months after the closing without a result date', async () => {
    const dated = await insertRetentionSection(m.t.database, {
      name: 'Annecy',
      closingAt: day('2026-08-01'),
      resultAt: day('2026-09-10'),
    });
    const undated = await insertRetentionSection(m.t.database, {
      name: 'Tampere',
      closingAt: day('2026-08-20'),
      resultAt: null,
    });
    const byResult = await videoOf({ DateExpiration: day('2026-08-01') }, 'By result');
    const byClosing = await videoOf({ DateExpiration: day('2026-08-01') }, 'By closing');
    for (const [video, IdCampagneSection] of [
      [byResult, dated],
      [byClosing, undated],
    ] as const) {
      await insertRetentionEntry(m.t.database, {
        IdCompte: m.ada.Id,
        IdFilm: video.IdFilm,
        IdCampagneSection,
        StatutPublie: SUBMISSION_STATUS.selected,
      });
    }
    const before = (await emails()).length;
    // Results 10 September + 30 days = 10 October: warned on 26 September, not the day before.
    expect(await pass(day('2026-09-25'))).toEqual({ warned: 0, deleted: 0 });
    expect(await pass(day('2026-09-26'))).toEqual({ warned: 1, deleted: 0 });
    expect((await emails()).at(-1)?.Subject).toBe('“By result”: your film video expires on 10 October 2026');
    expect(await pass(day('2026-10-10'))).toEqual({ warned: 0, deleted: 0 });
    expect(await pass(day('2026-10-11'))).toEqual({ warned: 0, deleted: 1 });
    // Closing 20 August + 3 months = 20 November.
    expect(await pass(day('2026-11-05'))).toEqual({ warned: 0, deleted: 0 });
    expect(await pass(day('2026-11-06'))).toEqual({ warned: 1, deleted: 0 });
    expect(await pass(day('2026-11-21'))).toEqual({ warned: 0, deleted: 1 });
    expect(await emails()).toHaveLength(before + 2);
  });
});
