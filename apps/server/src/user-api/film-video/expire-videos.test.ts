import { filmVideo } from '@shortlist/db/schema/film-videos';
import { outboxEmail } from '@shortlist/db/schema/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, insertFilm, type MediaTestApp } from '../../test/media-test-app.ts';
import { expireVideos } from './expire-videos.ts';

/** The daily retention pass against the database, with a fixed clock (spec §1, §4; issue 13). */
let m: MediaTestApp;
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

beforeAll(async () => {
  m = await createMediaTestApp();
});
afterAll(() => m.close());

async function videoOf(values: { DateExpiration: Date; DateProlongation?: Date | null }, title: string) {
  const IdFilm = await insertFilm(m.t, m.ada.Id, { TitreOriginal: title });
  const key = `films/${IdFilm}/videos/film-${IdFilm}.mp4`;
  await m.t.app.ctx.storage.put(key, Buffer.from('video'));
  const [row] = await m.t.database.db
    .insert(filmVideo)
    .values({ IdFilm, TypeVideo: 'film', Fichier: key, NbUpload: 1, DateProlongation: null, ...values })
    .returning({ Id: filmVideo.Id });
  return { Id: row?.Id ?? 0, key };
}

const rowOf = async (Id: number) =>
  (await m.t.database.db.select().from(filmVideo).where(eq(filmVideo.Id, Id)))[0];
const emails = () => m.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.To, 'ada@example.com'));

describe('the video retention pass', () => {
  it('warns the owner once 14 days before, deletes and records an expired file, keeps an extended one', async () => {
    const soon = await videoOf({ DateExpiration: day('2026-06-10') }, 'Soon');
    const expired = await videoOf({ DateExpiration: day('2026-05-20') }, 'Gone');
    const extended = await videoOf(
      { DateExpiration: day('2026-05-20'), DateProlongation: day('2026-09-01') },
      'Kept',
    );
    const now = day('2026-06-01');
    const storage = m.t.app.ctx.storage;

    expect(
      await expireVideos(m.t.database.db, { storage, now, publicUrl: 'https://shortlist.test' }),
    ).toEqual({
      warned: 1,
      deleted: 1,
    });
    const [mail] = await emails();
    expect(mail?.Subject).toBe('“Soon”: your film video expires on 10 June 2026');
    expect(mail?.Text).toContain('https://shortlist.test/en/films/');
    expect(await rowOf(soon.Id)).toMatchObject({ DateAvertissement: now, Fichier: soon.key });

    expect(await rowOf(expired.Id)).toMatchObject({ Fichier: null, DateSuppression: now });
    expect(await storage.get(expired.key)).toBeUndefined();

    expect(await rowOf(extended.Id)).toMatchObject({ Fichier: extended.key, DateAvertissement: null });
    expect(await storage.get(extended.key)).toBeDefined();

    // A second pass the next day sends nothing again and deletes nothing more.
    expect(
      await expireVideos(m.t.database.db, {
        storage,
        now: day('2026-06-02'),
        publicUrl: 'https://shortlist.test',
      }),
    ).toEqual({ warned: 0, deleted: 0 });
    expect(await emails()).toHaveLength(1);
  });
});
